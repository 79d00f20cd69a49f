#if Vapor
import NIOCore
import Vapor

/// A request's body as chunks: what Vapor already collected (its test client, a
/// route that collects), what streams in, or nothing for a request without a body.
struct RequestBodyChunks: AsyncSequence, Sendable {
    typealias Element = ByteBuffer

    private enum Source {
        case none
        case collected(ByteBuffer)
        case stream(Request.Body)
    }

    private let source: Source

    init(_ request: Request) {
        if let collected = request.body.data {
            source = .collected(collected)
        } else if Self.declaresABody(request.headers) {
            source = .stream(request.body)
        } else {
            // Vapor gives a request without a body no stream to read: iterating
            // one would stop the process.
            source = .none
        }
    }

    /// Whether the head says a body follows: a length above zero, or chunks.
    private static func declaresABody(_ headers: HTTPHeaders) -> Bool {
        if let length = headers.first(name: .contentLength) { return length != "0" }
        return headers.contains(name: .transferEncoding)
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        fileprivate var pending: ByteBuffer?
        fileprivate var stream: Request.Body.AsyncIterator?

        mutating func next() async throws -> ByteBuffer? {
            if let chunk = pending {
                pending = nil
                return chunk
            }
            return try await stream?.next()
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        switch source {
        case .none: AsyncIterator(pending: nil, stream: nil)
        case .collected(let buffer): AsyncIterator(pending: buffer, stream: nil)
        case .stream(let body): AsyncIterator(pending: nil, stream: body.makeAsyncIterator())
        }
    }
}
#endif
