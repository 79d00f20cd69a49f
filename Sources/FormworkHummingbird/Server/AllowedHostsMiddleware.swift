#if Hummingbird
import FormworkHTML
import FormworkServing
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

    /// Answers 400 for a host not allowed; passes the request on otherwise.
    public func handle(_ request: Request, context: Context,
                       next: (Request, Context) async throws -> Response) async throws -> Response {
        if let refusal = hosts.refusal(for: request) { return refusal }
        return try await next(request, context)
    }
}

extension AllowedHosts {
    /// The answer to `request` when it is for a host not allowed (400, the
    /// connection closed): a missing, malformed or unknown `Host`, or a second
    /// `Host` field. Nil when the host is one of these.
    public func refusal(for request: Request) -> Response? {
        // Hummingbird moves the first `Host` into the authority; a second one stays.
        // Asked of every request: read in place, no list of hosts made.
        guard request.headers[Request.hostField] != nil || !allows(authority: request.head.authority) else { return nil }
        return Response(.unknownHost, csrf: nil)
    }
}
#endif
