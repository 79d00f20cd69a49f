import Formwork
import FormworkHTML

/// What a form's address answers, before a server turns it into its own response:
/// the status, the body, the headers beyond the security headers (which every
/// reply carries), and the browser cookie to set.
package struct FormReply: Sendable {
    /// The HTTP status code.
    package var status: Int
    /// The body's `Content-Type`.
    package var contentType: String
    /// The body.
    package var body: FormReplyBody
    /// Headers beside the content type and the security headers: `Cache-Control`,
    /// `Retry-After`.
    package var headers: [(name: String, value: String)]
    /// The browser identifier to set in the CSRF cookie, when the browser had none.
    package var newBrowserIdentifier: String?
    /// Whether the connection closes after the reply instead of reading what is
    /// left of the request's body.
    package var closesConnection: Bool

    package init(status: Int, contentType: String, body: FormReplyBody, headers: [(name: String, value: String)] = [],
                 newBrowserIdentifier: String? = nil, closesConnection: Bool = false) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
        self.newBrowserIdentifier = newBrowserIdentifier
        self.closesConnection = closesConnection
    }

    /// A small page with a title and a sentence, for refusals, in the words and
    /// direction of the form's language.
    package static func message(status: Int, title: String, message: String, language: String = "en",
                                direction: WritingDirection = .leftToRight, closesConnection: Bool = false,
                                headers: [(name: String, value: String)] = []) -> FormReply {
        var html = HTMLMessage.page(title: title, message: message, language: language, direction: direction)
        html.append(0x0A)
        return FormReply(status: status, contentType: "text/html; charset=utf-8", body: .bytes(html),
                         headers: headers + [("Cache-Control", "no-store")], closesConnection: closesConnection)
    }

    /// The answer to a request for a host the server does not answer for (400, the
    /// connection closed).
    package static let unknownHost = FormReply.message(
        status: 400, title: "Unknown host", message: "This server does not answer for the host name the request gave.",
        closesConnection: true)
}

/// A reply's body: a page as it was written, copied once into the server's buffer,
/// or bytes.
package enum FormReplyBody: Sendable {
    case html(HTMLWriter)
    case bytes([UInt8])

    /// Calls `body` with the bytes.
    package func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        switch self {
        case .html(let writer): return try writer.withBytes(body)
        case .bytes(let bytes): return try bytes.withUnsafeBufferPointer(body)
        }
    }
}

extension AllowedHosts {
    /// The refusal of a request that names no host, more than one, or one not
    /// allowed; nil when its one host is allowed.
    package func refusal(hosts: [String]) -> FormReply? {
        hosts.count == 1 && allows(authority: hosts[0]) ? nil : .unknownHost
    }
}
