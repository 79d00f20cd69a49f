#if Vapor
import FormworkServing
import Logging
import NIOCore

/// Sits first on the channel Vapor listens on, where each connection it accepts
/// passes before Vapor's own set-up: puts a ``ConnectionGuardInstaller`` at the
/// front of the connection's pipeline, so that every connection is guarded.
final class AcceptedConnectionsHandler: ChannelInboundHandler {
    typealias InboundIn = Channel
    typealias InboundOut = Channel

    private let limits: ConnectionLimits
    private let logger: Logger

    init(limits: ConnectionLimits, logger: Logger) {
        self.limits = limits
        self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let connection = unwrapInboundIn(data)
        let (limits, logger) = (self.limits, self.logger)
        // Queued on the connection's event loop before Vapor's set-up is (it is
        // queued once this read reaches the bootstrap's handler, after this one).
        if connection.eventLoop.inEventLoop {
            Self.guardConnection(connection, limits: limits, logger: logger)
        } else {
            connection.eventLoop.execute { Self.guardConnection(connection, limits: limits, logger: logger) }
        }
        context.fireChannelRead(data)
    }

    private static func guardConnection(_ connection: Channel, limits: ConnectionLimits, logger: Logger) {
        do {
            try connection.pipeline.syncOperations.addHandler(ConnectionGuardInstaller(limits: limits, logger: logger),
                                                              position: .first)
        } catch {
            logger.error("FormworkVapor: could not guard a connection (\(error)); connection closed")
            connection.close(promise: nil)
        }
    }
}
#endif
