#if Hummingbird
import Formwork
import FormworkHTML
import FormworkServing
import HTTPTypes
import Hummingbird

/// The headers every Formwork response carries: a `Content-Security-Policy` that
/// allows scripts, styles and form posts from the site only (no inline script, no
/// `eval`, no inline style), and no sniffing, framing or leaking of addresses.
public enum SecurityHeaders {
    /// The policy: everything from the site itself, nothing inline.
    public static let contentSecurityPolicy = SecurityHeaderFields.contentSecurityPolicy

    /// The headers, made once.
    static let fields: [HTTPField] = SecurityHeaderFields.all.map { HTTPField(name: HTTPField.Name($0.name)!, value: $0.value) }

    /// Adds the headers to `headers`, in place of any of the same names.
    public static func add(to headers: inout HTTPFields) {
        for field in fields { headers[field.name] = field.value }
    }

    /// A response of `bytes` with a content type and the security headers.
    static func response(_ bytes: [UInt8], status: HTTPResponse.Status = .ok, contentType: String,
                         extra: HTTPFields = [:]) -> Response {
        response(ByteBuffer(bytes: bytes), status: status, contentType: contentType, extra: extra)
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
    public static func response(_ html: HTMLWriter, status: HTTPResponse.Status = .ok,
                                contentType: String = "text/html; charset=utf-8", extra: HTTPFields = [:]) -> Response {
        response(html.withBytes { ByteBuffer(bytes: $0) }, status: status, contentType: contentType, extra: extra)
    }

    static func response(_ body: ByteBuffer, status: HTTPResponse.Status, contentType: String,
                         extra: HTTPFields) -> Response {
        var headers: HTTPFields = [.contentType: contentType]
        // None of them is there yet: appended, not looked for.
        headers.append(contentsOf: fields)
        headers.append(contentsOf: extra)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body))
    }
}

extension Response {
    /// A form endpoint's reply as Hummingbird's response, with the security headers,
    /// `Connection: close` when the rest of the body is not to be read (see
    /// `ConnectionLimits`), and the CSRF cookie when the browser had none.
    init(_ reply: FormReply, csrf: CSRFProtection?) {
        var extra = HTTPFields()
        for (name, value) in reply.headers {
            switch name {
            case "Cache-Control": extra[.cacheControl] = value
            case "Retry-After": extra[.retryAfter] = value
            default: if let field = HTTPField.Name(name) { extra[field] = value }
            }
        }
        if reply.closesConnection { extra[.connection] = "close" }
        self = SecurityHeaders.response(reply.body.withBytes { ByteBuffer(bytes: $0) },
                                        status: HTTPResponse.Status(code: reply.status),
                                        contentType: reply.contentType, extra: extra)
        if let csrf, let browser = reply.newBrowserIdentifier {
            setCookie(Cookie(name: csrf.cookieNameInUse, value: browser, path: "/", secure: csrf.secureCookie,
                             httpOnly: true, sameSite: .lax))
        }
    }
}

extension CSRFProtection {
    /// Whether a request's `Sec-Fetch-Site` and `Origin` headers, when sent, say it
    /// comes from this site (see `isSameSite(origin:fetchSite:host:)`).
    public func isSameSite(_ headers: HTTPFields, host: String?) -> Bool {
        isSameSite(origin: headers[.origin], fetchSite: headers[FormRequestHead.fetchSiteField], host: host)
    }
}
#endif
