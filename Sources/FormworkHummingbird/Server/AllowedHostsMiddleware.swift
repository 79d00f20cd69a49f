import FormworkHTML
import HTTPTypes
import Hummingbird

/// Answers 400 to a request for a host the server is not meant to have (see
/// `AllowedHosts`), before any route sees it: every page of a site,
/// not only its forms, is out of reach of DNS rebinding.
///
/// ```swift
/// let router = Router()
/// router.add(middleware: AllowedHostsMiddleware(["forms.example.com"]))
/// ```
///
/// A request with no `Host`, an empty or malformed one, or a second `Host` field is
/// refused too.
public struct AllowedHostsMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The hosts answered.
    public let hosts: AllowedHosts

    /// A middleware that answers only for `hosts`.
    public init(_ hosts: AllowedHosts) {
        self.hosts = hosts
    }

    public func handle(_ request: Request, context: Context,
                       next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.allows(request, hosts: hosts) else { return Self.refusal() }
        return try await next(request, context)
    }

    /// Whether `request` names one of `hosts`, once.
    static func allows(_ request: Request, hosts: AllowedHosts) -> Bool {
        // Hummingbird moves the first `Host` into the authority; a second one stays.
        request.headers[HTTPField.Name("Host")!] == nil && hosts.allows(authority: request.head.authority)
    }

    /// The answer to a request for a host not served: 400, and the connection closed.
    static func refusal() -> Response {
        SecurityHeaders.messagePage(status: .badRequest, title: "Unknown host",
                                    message: "This server does not answer for the host name the request gave.",
                                    closesConnection: true)
    }
}
