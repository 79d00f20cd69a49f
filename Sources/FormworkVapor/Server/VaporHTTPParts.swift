#if Vapor
import FormworkServing
import NIOCore
import NIOHTTP1

/// Vapor's HTTP parts (SwiftNIO's HTTP/1 types), as Formwork's connection guard reads them.
enum VaporHTTPParts: GuardedHTTPParts {
    static func kind(of part: HTTPServerRequestPart) -> RequestPartKind {
        switch part {
        case .head(let head):
            var bytes = head.method.rawValue.utf8.count + head.uri.utf8.count + 12
            for (name, value) in head.headers { bytes += name.utf8.count + value.utf8.count + 4 }
            return .head(fieldCount: head.headers.count, bytes: bytes)
        case .body: return .body
        case .end: return .end
        }
    }

    static func kind(of part: HTTPServerResponsePart) -> ResponsePartKind {
        switch part {
        case .head(let head):
            let closes = head.headers[canonicalForm: "connection"].contains { $0.lowercased() == "close" }
            return .head(closes: closes, switchesProtocols: head.status == .switchingProtocols)
        case .body: return .body
        case .end: return .end
        }
    }

    static func closing(_ head: HTTPServerResponsePart) -> HTTPServerResponsePart {
        guard case .head(var response) = head else { return head }
        response.headers.replaceOrAdd(name: "Connection", value: "close")
        return .head(response)
    }

    /// Vapor closes a connection whose bytes are not HTTP without a word.
    static func isMalformedRequest(_ error: any Error) -> Bool {
        if error is HTTPParserError { return true }
        if case ByteToMessageDecoderError.dataReceivedInErrorState = error { return true }
        return false
    }

    static func badRequest(_ message: String) -> [HTTPServerResponsePart] {
        let body = ByteBuffer(string: message + "\n")
        let headers = HTTPHeaders([
            ("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", String(body.readableBytes)),
            ("Connection", "close"), ("X-Content-Type-Options", "nosniff"),
        ])
        return [.head(HTTPResponseHead(version: .http1_1, status: .badRequest, headers: headers)), .body(.byteBuffer(body)), .end(nil)]
    }
}
#endif
