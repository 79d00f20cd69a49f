#if Hummingbird || Vapor
import NIOCore

/// What a ``ConnectionGuard`` reads of one server's HTTP parts: Hummingbird's
/// codec speaks swift-http-types, Vapor's SwiftNIO's own HTTP/1 types.
package protocol GuardedHTTPParts {
    /// A part of a request, as the server's decoder hands it on.
    associatedtype RequestPart
    /// A part of a response, as the server writes it to its encoder.
    associatedtype ResponsePart

    /// What `part` is.
    static func kind(of part: RequestPart) -> RequestPartKind
    /// What `part` is.
    static func kind(of part: ResponsePart) -> ResponsePartKind
    /// `head`, a response head, saying only `Connection: close` (Vapor adds
    /// `keep-alive` after the `close` a route asked for).
    static func closing(_ head: ResponsePart) -> ResponsePart
    /// The parts of a 400 answer, which says `Connection: close`, carrying `message`.
    static func badRequest(_ message: String) -> [ResponsePart]
    /// Whether `error` is the decoder's, about bytes that are not HTTP, which the
    /// guard answers with 400 (false where the server answers them itself).
    static func isMalformedRequest(_ error: any Error) -> Bool
}

/// What a request part is, as a ``ConnectionGuard`` counts it.
package enum RequestPartKind: Equatable {
    /// A head, with how many fields it has and about how many bytes (its line and
    /// fields as they were sent).
    case head(fieldCount: Int, bytes: Int)
    case body
    case end
}

/// What a response part is, as a ``ConnectionGuard`` counts it.
package enum ResponsePartKind: Equatable {
    /// A head: whether it asks for the connection to close, and whether it switches
    /// the connection to another protocol (a WebSocket's 101), after which the
    /// connection no longer speaks HTTP.
    case head(closes: Bool, switchesProtocols: Bool)
    case body
    case end
}

extension GuardedHTTPParts {
    /// Whether a `Connection` header's value names `close` among its tokens.
    package static func saysClose(_ value: String) -> Bool {
        value.split(separator: ",").contains { token in
            token.lowercased().filter { $0 != " " && $0 != "\t" } == "close"
        }
    }
}
#endif
