#if Hummingbird
import Formwork
import FormworkHTML
import HTTPTypes
import Hummingbird

/// The headers every Formwork response carries: a `Content-Security-Policy` that
/// allows scripts, styles and form posts from the site only (no inline script, no
/// `eval`, no inline style), and no sniffing, framing or leaking of addresses.
public enum SecurityHeaders {
    /// The policy: everything from the site itself, nothing inline.
    public static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; object-src 'none'; "
        + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    /// The headers, made once.
    private static let fields: [HTTPField] = [
        HTTPField(name: HTTPField.Name("Content-Security-Policy")!, value: contentSecurityPolicy),
        HTTPField(name: HTTPField.Name("X-Content-Type-Options")!, value: "nosniff"),
        HTTPField(name: HTTPField.Name("Referrer-Policy")!, value: "same-origin"),
        HTTPField(name: HTTPField.Name("X-Frame-Options")!, value: "DENY"),
    ]

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

    private static func response(_ body: ByteBuffer, status: HTTPResponse.Status, contentType: String,
                                 extra: HTTPFields) -> Response {
        var headers: HTTPFields = [.contentType: contentType]
        // None of them is there yet: appended, not looked for.
        headers.append(contentsOf: fields)
        headers.append(contentsOf: extra)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    /// A small page with a title and a sentence, for refusals (400, 403, 413, 415,
    /// 503). `closesConnection` for a refusal that leaves a body unread: the server
    /// closes the connection rather than reading the rest (see ``ConnectionLimits``).
    static func messagePage(status: HTTPResponse.Status, title: String, message: String, language: String = "en",
                            direction: WritingDirection = .leftToRight, closesConnection: Bool = false,
                            extra: HTTPFields = [:]) -> Response {
        var html = HTMLMessage.page(title: title, message: message, language: language, direction: direction)
        html.append(0x0A)
        var headers = extra
        headers[.cacheControl] = "no-store"
        if closesConnection { headers[.connection] = "close" }
        return response(html, status: status, contentType: "text/html; charset=utf-8", extra: headers)
    }
}
#endif
