#if Hummingbird
import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Sits between the HTTP codec and Hummingbird's handlers on each connection: cuts
/// off a request whose body takes longer than the request timeout, closes a
/// connection whose client stops reading what it is sent for longer than the idle
/// timeout, and closes the connection after a response that says `Connection:
/// close`. Hummingbird alone would read and throw away the rest of a body a route
/// refused, however large and however slow, and wait for a client that reads
/// nothing as long as it likes.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let requestTimeout: TimeAmount
    private let idleTimeout: TimeAmount
    private var deadline: Scheduled<Void>?
    /// When the body of the request being read must have ended; nil between requests.
    private var bodyDue: NIODeadline?
    private var stalled: Scheduled<Void>?
    private var lingering: Scheduled<Void>?
    private var closesAfterResponse = false

    /// How long the connection stays half open after a closing response, so the
    /// client reads it before the connection goes (closing at once with unread
    /// bytes pending resets the connection, and the client may lose the answer).
    private static let linger = TimeAmount.seconds(1)

    init(requestTimeout: TimeAmount, idleTimeout: TimeAmount) {
        self.requestTimeout = requestTimeout
        self.idleTimeout = idleTimeout
    }

    /// A client that leaves what it was sent unread fills the connection's buffers:
    /// past the idle timeout without room again, the connection goes.
    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            stalled?.cancel()
            stalled = nil
        } else if stalled == nil {
            stalled = context.eventLoop.assumeIsolated().scheduleTask(in: idleTimeout) {
                self.stalled = nil
                context.close(promise: nil)
            }
        }
        context.fireChannelWritabilityChanged()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            deadline?.cancel()
            deadline = nil
            bodyDue = .now() + requestTimeout
        case .body:
            break
        case .end:
            deadline?.cancel()
            deadline = nil
            bodyDue = nil
        }
        context.fireChannelRead(data)
    }

    /// A request whose body did not end in the read that brought its head gets its
    /// deadline here: most requests (every GET, most posts) end in one read and cost
    /// no timer.
    func channelReadComplete(context: ChannelHandlerContext) {
        if let due = bodyDue, deadline == nil {
            deadline = context.eventLoop.assumeIsolated().scheduleTask(deadline: due) {
                self.deadline = nil
                context.close(promise: nil)
            }
        }
        context.fireChannelReadComplete()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let response):
            if let connection = response.headerFields[.connection], connection.lowercased().contains("close") {
                closesAfterResponse = true
            }
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            guard closesAfterResponse else {
                context.write(data, promise: promise)
                return
            }
            context.writeAndFlush(data, promise: promise)
            deadline?.cancel()
            deadline = nil
            bodyDue = nil
            guard lingering == nil else { return }
            context.close(mode: .output, promise: nil)
            lingering = context.eventLoop.assumeIsolated().scheduleTask(in: Self.linger) {
                context.close(promise: nil)
            }
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        lingering?.cancel()
        stalled?.cancel()
    }
}
#endif
