import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Sits between the HTTP codec and Hummingbird's handlers on each connection: cuts
/// off a request whose body takes longer than the request timeout, and closes the
/// connection after a response that says `Connection: close`. Hummingbird alone
/// would read and throw away the rest of a body a route refused, however large and
/// however slow.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let requestTimeout: TimeAmount
    private var deadline: Scheduled<Void>?
    private var lingering: Scheduled<Void>?
    private var closesAfterResponse = false

    /// How long the connection stays half open after a closing response, so the
    /// client reads it before the connection goes (closing at once with unread
    /// bytes pending resets the connection, and the client may lose the answer).
    private static let linger = TimeAmount.seconds(1)

    init(requestTimeout: TimeAmount) {
        self.requestTimeout = requestTimeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            deadline?.cancel()
            deadline = context.eventLoop.assumeIsolated().scheduleTask(in: requestTimeout) {
                self.deadline = nil
                context.close(promise: nil)
            }
        case .body:
            break
        case .end:
            deadline?.cancel()
            deadline = nil
        }
        context.fireChannelRead(data)
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
            context.close(mode: .output, promise: nil)
            lingering = context.eventLoop.assumeIsolated().scheduleTask(in: Self.linger) {
                context.close(promise: nil)
            }
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        lingering?.cancel()
    }
}
