#if Vapor
import FormworkServing
import Logging
import NIOCore
import NIOHTTP1

/// The first handler of each connection Vapor accepts under `.formwork(_:)`.
///
/// Added before Vapor sets the connection up; once it has (the channel is
/// registered), it puts a `ConnectionGuard` right after Vapor's HTTP decoder, where
/// it sees each request's parts and each response's, and then counts the bytes of
/// a request head still arriving, which the decoder would take up to its own limit
/// (80 KiB) before saying anything.
final class ConnectionGuardInstaller: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let connectionGuard: ConnectionGuard<VaporHTTPParts>
    private let maximumHeaderBytes: Int
    private let logger: Logger
    /// Bytes of the head still arriving.
    private var headBytes = 0
    private var refused = false

    init(limits: ConnectionLimits, logger: Logger) {
        connectionGuard = ConnectionGuard(limits: limits)
        maximumHeaderBytes = limits.headerByteLimit
        self.logger = logger
    }

    func channelRegistered(context: ChannelHandlerContext) {
        do {
            let pipeline = context.pipeline.syncOperations
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(connectionGuard, position: .after(decoder))
        } catch {
            // Vapor set this connection up otherwise than it does for plain HTTP/1:
            // unguarded, it is not served.
            logger.error("FormworkVapor: no HTTP/1 decoder in the connection's pipeline to guard (\(error)); connection closed")
            context.close(promise: nil)
        }
        context.fireChannelRegistered()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        let count = unwrapInboundIn(data).readableBytes
        let awaiting = connectionGuard.isAwaitingHead
        let heads = connectionGuard.headsRead
        context.fireChannelRead(data)
        if connectionGuard.headsRead != heads {
            // A head ended in these bytes; what follows it is a body or the start of
            // the next head, which the next read counts from.
            headBytes = 0
        } else if awaiting && connectionGuard.isAwaitingHead {
            headBytes += count
            if headBytes > maximumHeaderBytes {
                refused = true
                context.fireUserInboundEventTriggered(RequestHeadTooLarge())
            }
        }
    }
}
#endif
