#if Hummingbird
import FormworkServing
import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Hummingbird's HTTP parts (swift-http-types), as Formwork's connection guard reads them.
enum HummingbirdHTTPParts: GuardedHTTPParts {
    static func kind(of part: HTTPRequestPart) -> RequestPartKind {
        switch part {
        case .head(let head):
            var bytes = head.method.rawValue.utf8.count + (head.path?.utf8.count ?? 0) + (head.authority?.utf8.count ?? 0) + 12
            for field in head.headerFields { bytes += field.name.rawName.utf8.count + field.value.utf8.count + 4 }
            return .head(fieldCount: head.headerFields.count, bytes: bytes)
        case .body: return .body
        case .end: return .end
        }
    }

    static func kind(of part: HTTPResponsePart) -> ResponsePartKind {
        switch part {
        case .head(let head):
            let closes = head.headerFields[values: .connection].contains(where: saysClose)
            return .head(closes: closes, switchesProtocols: head.status == .switchingProtocols)
        case .body: return .body
        case .end: return .end
        }
    }

    static func closing(_ head: HTTPResponsePart) -> HTTPResponsePart {
        guard case .head(var response) = head else { return head }
        response.headerFields[.connection] = "close"
        return .head(response)
    }

    /// Hummingbird answers a request it cannot decode with 400 itself.
    static func isMalformedRequest(_ error: any Error) -> Bool { false }

    static func badRequest(_ message: String) -> [HTTPResponsePart] {
        let body = ByteBuffer(string: message + "\n")
        let head = HTTPResponse(status: .badRequest, headerFields: [
            .contentType: "text/plain; charset=utf-8", .contentLength: String(body.readableBytes),
            .connection: "close", HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        ])
        return [.head(head), .body(body), .end(nil)]
    }
}
#endif
