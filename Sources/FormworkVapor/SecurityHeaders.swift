#if Vapor
import Formwork
import FormworkHTML
import FormworkServing
import Vapor

/// The headers every Formwork response carries, as FormworkHummingbird sends them:
/// a `Content-Security-Policy` that allows scripts, styles and form posts from the
/// site only (no inline script, no `eval`, no inline style), and no sniffing,
/// framing or leaking of addresses.
public enum SecurityHeaders {
    /// The policy: everything from the site itself, nothing inline.
    public static let contentSecurityPolicy = SecurityHeaderFields.contentSecurityPolicy

    /// Adds the headers to `headers`, in place of any of the same names.
    public static func add(to headers: inout HTTPHeaders) {
        for (name, value) in SecurityHeaderFields.all { headers.replaceOrAdd(name: name, value: value) }
    }

    /// A response of a page written with an `HTMLWriter` (a page of your own around
    /// or beside Formwork's forms), with the security headers; its bytes are copied
    /// once, from the writer into the response.
    ///
    /// - Parameters:
    ///   - html: the page.
    ///   - status: the response's status.
    ///   - contentType: the page's type, HTML in UTF-8 unless set.
    ///   - extra: more headers, such as `Cache-Control`.
    public static func response(_ html: HTMLWriter, status: HTTPStatus = .ok,
                                contentType: String = "text/html; charset=utf-8", extra: HTTPHeaders = [:]) -> Response {
        response(html.withBytes { ByteBuffer(bytes: $0) }, status: status, contentType: contentType, extra: extra)
    }

    static func response(_ body: ByteBuffer, status: HTTPStatus, contentType: String, extra: HTTPHeaders) -> Response {
        var headers = HTTPHeaders()
        headers.add(name: .contentType, value: contentType)
        for (name, value) in SecurityHeaderFields.all { headers.add(name: name, value: value) }
        headers.add(contentsOf: extra)
        return Response(status: status, headers: headers, body: .init(buffer: body))
    }
}

extension Response {
    /// A form endpoint's reply as Vapor's response, with the security headers,
    /// `Connection: close` when the rest of the body is not to be read, and the CSRF
    /// cookie when the browser had none.
    convenience init(_ reply: FormReply, csrf: CSRFProtection?) {
        var extra = HTTPHeaders(reply.headers.map { ($0.name, $0.value) })
        if reply.closesConnection { extra.replaceOrAdd(name: .connection, value: "close") }
        let made = SecurityHeaders.response(reply.body.withBytes { ByteBuffer(bytes: $0) },
                                            status: HTTPStatus(statusCode: reply.status),
                                            contentType: reply.contentType, extra: extra)
        self.init(status: made.status, headers: made.headers, body: made.body)
        if let csrf, let browser = reply.newBrowserIdentifier {
            cookies[csrf.cookieNameInUse] = HTTPCookies.Value(string: browser, path: "/", isSecure: csrf.secureCookie,
                                                             isHTTPOnly: true, sameSite: .lax)
        }
    }
}

extension AllowedHosts {
    /// The answer to `request` when it is for a host not allowed (400, the
    /// connection closed): a missing, malformed or unknown `Host`, or a second
    /// `Host` field. Nil when the host is one of these.
    public func refusal(for request: Request) -> Response? {
        refusal(hosts: request.headers[.host]).map { Response($0, csrf: nil) }
    }
}

/// Answers 400 to a request for a host the server is not meant to have (see
/// `AllowedHosts`), before any route sees it: every page of a site, not only its
/// forms, is out of reach of DNS rebinding.
///
/// ```swift
/// app.middleware.use(AllowedHostsMiddleware(["forms.example.com"]), at: .beginning)
/// ```
public struct AllowedHostsMiddleware: AsyncMiddleware {
    /// The hosts answered.
    public let hosts: AllowedHosts

    /// A middleware that answers only for `hosts`.
    public init(_ hosts: AllowedHosts) {
        self.hosts = hosts
    }

    /// Answers 400 for a host not allowed; passes the request on otherwise.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if let refusal = hosts.refusal(for: request) { return refusal }
        return try await next.respond(to: request)
    }
}
#endif
