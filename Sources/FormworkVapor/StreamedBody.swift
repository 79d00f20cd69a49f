#if Vapor
import NIOConcurrencyHelpers
import NIOCore
import Vapor

/// A request's body as it arrives, chunk by chunk, read through Vapor's `drain`.
///
/// Not Vapor's own `AsyncSequence` conformance of `Request.Body`: under some
/// timings of a large streamed body its bridge fails a precondition and stops the
/// whole process (vapor/vapor#3153; the hostile suite's forty concurrent uploads
/// met it). Here each chunk is held until it is taken, so a client that sends
/// faster than the route reads is slowed down, not buffered; a reader that stops
/// early (a body refused as too large) lets the rest go by unkept.
struct StreamedBody: AsyncSequence, Sendable {
    typealias Element = ByteBuffer

    let request: Request

    func makeAsyncIterator() -> Iterator {
        let feed = Feed(eventLoop: request.eventLoop)
        request.body.drain { feed.take($0) }
        return Iterator(reader: Reader(feed: feed))
    }

    struct Iterator: AsyncIteratorProtocol {
        fileprivate let reader: Reader

        mutating func next() async throws -> ByteBuffer? {
            try await reader.feed.next()
        }
    }

    /// Holds the feed for the iterator and its copies; once the last is gone, what
    /// is still to come is let go by.
    fileprivate final class Reader: Sendable {
        let feed: Feed
        init(feed: Feed) { self.feed = feed }
        deinit { feed.abandon() }
    }

    /// Where the chunks Vapor hands over meet the reader.
    fileprivate final class Feed: Sendable {
        private struct State {
            /// Chunks not yet taken, each with the promise Vapor waits on before
            /// reading more.
            var held: [(ByteBuffer, EventLoopPromise<Void>)] = []
            /// How the body ended, once it has: nil for its end, or its error.
            var ending: (any Error)?? = nil
            /// The reader, while it waits for a chunk.
            var reader: CheckedContinuation<ByteBuffer?, any Error>?
            /// The reader stopped before the end.
            var abandoned = false
        }

        private let state = NIOLockedValueBox(State())
        private let eventLoop: any EventLoop

        init(eventLoop: any EventLoop) {
            self.eventLoop = eventLoop
        }

        /// What Vapor's `drain` hands over; the future it returns completes once the
        /// chunk is taken.
        func take(_ result: BodyStreamResult) -> EventLoopFuture<Void> {
            switch result {
            case .buffer(let buffer):
                let (reader, held): (CheckedContinuation<ByteBuffer?, any Error>?, EventLoopPromise<Void>?) = state.withLockedValue { state in
                    if state.abandoned { return (nil, nil) }
                    if let reader = state.reader {
                        state.reader = nil
                        return (reader, nil)
                    }
                    let promise = eventLoop.makePromise(of: Void.self)
                    state.held.append((buffer, promise))
                    return (nil, promise)
                }
                reader?.resume(returning: buffer)
                return held?.futureResult ?? eventLoop.makeSucceededVoidFuture()
            case .end:
                finish(with: nil)
            case .error(let error):
                finish(with: error)
            }
            return eventLoop.makeSucceededVoidFuture()
        }

        /// The end, or an error, comes after the chunks before it.
        private func finish(with error: (any Error)?) {
            let reader: CheckedContinuation<ByteBuffer?, any Error>? = state.withLockedValue { state in
                guard !state.abandoned, state.ending == nil else { return nil }
                state.ending = .some(error)
                defer { state.reader = nil }
                return state.reader
            }
            if let error { reader?.resume(throwing: error) } else { reader?.resume(returning: nil) }
        }

        func next() async throws -> ByteBuffer? {
            try await withCheckedThrowingContinuation { continuation in
                enum Step { case chunk(ByteBuffer, EventLoopPromise<Void>), end, fail(any Error), wait }
                let step: Step = state.withLockedValue { state in
                    if !state.held.isEmpty {
                        let (buffer, promise) = state.held.removeFirst()
                        return .chunk(buffer, promise)
                    }
                    switch state.ending {
                    case .some(.some(let error)): return .fail(error)
                    case .some(.none): return .end
                    case .none: break
                    }
                    if state.abandoned { return .end }
                    if state.reader != nil { return .fail(BodyReadTwice()) }
                    state.reader = continuation
                    return .wait
                }
                switch step {
                case .chunk(let buffer, let promise):
                    promise.succeed(())
                    continuation.resume(returning: buffer)
                case .end: continuation.resume(returning: nil)
                case .fail(let error): continuation.resume(throwing: error)
                case .wait: break
                }
            }
        }

        /// The reader is gone: the chunks held are let go, and so is every one after.
        func abandon() {
            let held = state.withLockedValue { state in
                state.abandoned = true
                defer { state.held = [] }
                return state.held
            }
            for (_, promise) in held { promise.succeed(()) }
        }
    }

    /// Two reads of one body at once.
    struct BodyReadTwice: Error {}
}
#endif
