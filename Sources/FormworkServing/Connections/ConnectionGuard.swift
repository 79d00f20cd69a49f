#if Hummingbird || Vapor
import NIOCore

/// Sits right after a server's HTTP decoder on each connection and keeps the
/// ``ConnectionLimits``: a request head must arrive within the idle timeout (from
/// the connection's start, or from the last response of a kept-alive connection),
/// a body must keep arriving (the idle timeout between parts) and end within the
/// request timeout, a client must read what it is sent, and a head must stay
/// within its bytes and fields. A response that says `Connection: close` closes the
/// connection once written. Time the server spends on a request it has read
/// whole is not counted against the client.
///
/// The same handler serves Hummingbird and Vapor, through `Parts`.
package final class ConnectionGuard<Parts: GuardedHTTPParts>: ChannelDuplexHandler, RemovableChannelHandler {
    package typealias InboundIn = Parts.RequestPart
    package typealias InboundOut = Parts.RequestPart
    package typealias OutboundIn = Parts.ResponsePart
    package typealias OutboundOut = Parts.ResponsePart

    private let idleTimeout: TimeAmount
    private let requestTimeout: TimeAmount
    private let maximumHeaderBytes: Int
    private let maximumHeaderCount: Int

    /// Requests whose head arrived and whose response has not ended.
    private var inFlight = 0
    /// Whether a request's head arrived and its end has not.
    private var readingRequest = false
    /// The last time the client did what it owed: a request part arrived, or the
    /// last response it waited for ended.
    private var lastActivity = NIODeadline.now()
    /// When the body being read must have ended.
    private var bodyDue: NIODeadline?
    private var idleCheck: Scheduled<Void>?
    private var bodyDeadline: Scheduled<Void>?
    private var stalled: Scheduled<Void>?
    private var lingering: Scheduled<Void>?
    private var closesAfterResponse = false
    /// After a refusal or a switch of protocol: parts are neither read nor counted,
    /// and no more is written.
    private var finished = false
    /// Whether a response has begun and not ended.
    private var responding = false
    /// A request that was not HTTP came after requests still being answered: it is
    /// answered 400 once they are, and nothing more is read.
    private var badRequestQueued = false
    /// Request parts held back while the client is not reading what it is sent,
    /// and whether the server asked to read meanwhile (see `channelWritabilityChanged`).
    private var heldBack = CircularBuffer<NIOAny>()
    private var readHeldBack = false
    /// Heads read so far, for a handler in front of the decoder that counts the
    /// bytes of a head still arriving.
    package private(set) var headsRead = 0

    /// How long the connection stays half open after a closing response, so the
    /// client reads it before the connection goes (closing at once with unread
    /// bytes pending resets the connection, and the client may lose the answer).
    private static var linger: TimeAmount { .seconds(1) }

    package init(limits: ConnectionLimits) {
        idleTimeout = limits.idleTime
        requestTimeout = limits.requestTime
        maximumHeaderBytes = limits.headerByteLimit
        maximumHeaderCount = limits.headerCountLimit
    }

    /// Whether the bytes arriving now belong to a request head: no request is being
    /// read, and the connection has not been refused or switched protocol.
    package var isAwaitingHead: Bool { !readingRequest && !finished }

    // MARK: Reading

    package func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startIdleCheck(context: context) }
    }

    package func channelActive(context: ChannelHandlerContext) {
        startIdleCheck(context: context)
        context.fireChannelActive()
    }

    package func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !finished, !badRequestQueued else { return }
        switch Parts.kind(of: unwrapInboundIn(data)) {
        case .head(let fieldCount, let bytes):
            if fieldCount > maximumHeaderCount {
                refuseHead(context: context, "The request has more than \(maximumHeaderCount) header fields.")
                return
            }
            if bytes > maximumHeaderBytes {
                refuseHead(context: context, "The request's line and headers are longer than \(maximumHeaderBytes) bytes.")
                return
            }
            headsRead += 1
            inFlight += 1
            readingRequest = true
            lastActivity = .now()
            bodyDue = lastActivity + requestTimeout
        case .body:
            lastActivity = .now()
        case .end:
            readingRequest = false
            bodyDue = nil
            bodyDeadline?.cancel()
            bodyDeadline = nil
            lastActivity = .now()
        }
        if heldBack.isEmpty && context.channel.isWritable {
            context.fireChannelRead(data)
        } else {
            heldBack.append(data)
        }
    }

    /// While the client reads nothing of what it is sent, nothing more is read from
    /// it: a server that answers each request as it comes (Vapor does) would
    /// otherwise queue answer after answer to pipelined requests in memory.
    package func read(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            context.read()
        } else {
            readHeldBack = true
        }
    }

    /// A body that did not end in the read that brought its head gets its deadline
    /// here: most requests (every GET, most posts) end in one read and cost no timer.
    package func channelReadComplete(context: ChannelHandlerContext) {
        if let due = bodyDue, bodyDeadline == nil {
            bodyDeadline = context.eventLoop.assumeIsolated().scheduleTask(deadline: due) {
                self.bodyDeadline = nil
                self.cutOff(context: context, ConnectionLimitError.requestTimedOut)
            }
        }
        context.fireChannelReadComplete()
    }

    /// A handler in front of the decoder saw a head grow past the limit.
    package func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is RequestHeadTooLarge {
            refuseHead(context: context, "The request's line and headers are longer than \(maximumHeaderBytes) bytes.")
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// Bytes that are not HTTP get 400, as Hummingbird answers them, after the
    /// answers to the requests before them; a body being read fails with the error.
    package func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard Parts.isMalformedRequest(error) else {
            context.fireErrorCaught(error)
            return
        }
        if finished || badRequestQueued { return }
        let message = "The request is not well-formed HTTP."
        if readingRequest {
            // The request's route may be reading its body: it must fail, and the
            // server closes the connection on that error.
            if inFlight == 1 && !responding { writeBadRequest(context: context, message) }
            finished = true
            cancelTimers()
            context.fireErrorCaught(error)
        } else if inFlight == 0 {
            refuse(context: context, message)
        } else {
            badRequestQueued = true
        }
    }

    // MARK: Writing

    package func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !finished else {
            // The connection was answered and is closing: what a route writes after
            // that (its answer to a request cut off) goes nowhere.
            promise?.fail(ChannelError.outputClosed)
            return
        }
        let part = unwrapOutboundIn(data)
        switch Parts.kind(of: part) {
        case .head(let closes, let switchesProtocols):
            responding = true
            if switchesProtocols {
                // The connection leaves HTTP once this answer is written: what comes
                // next is another protocol's, with its own rules.
                finished = true
                cancelTimers()
                context.write(data, promise: promise)
                context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
                return
            }
            if closes {
                closesAfterResponse = true
                context.write(wrapOutboundOut(Parts.closing(part)), promise: promise)
                return
            }
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            inFlight = max(0, inFlight - 1)
            responding = false
            if closesAfterResponse {
                context.writeAndFlush(data, promise: promise)
                closeAfterLinger(context: context)
                return
            }
            context.write(data, promise: promise)
            if badRequestQueued && inFlight == 0 {
                refuse(context: context, "The request is not well-formed HTTP.")
                return
            }
            if inFlight == 0 {
                lastActivity = .now()
                startIdleCheck(context: context)
            }
        }
    }

    /// A client that leaves what it was sent unread fills the connection's buffers:
    /// past the idle timeout without room again, the connection goes.
    package func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            stalled?.cancel()
            stalled = nil
            context.fireChannelWritabilityChanged()
            passOnHeldBack(context: context)
            return
        } else if stalled == nil {
            stalled = context.eventLoop.assumeIsolated().scheduleTask(in: idleTimeout) {
                self.stalled = nil
                self.cutOff(context: context, ConnectionLimitError.clientNotReading)
            }
        }
        context.fireChannelWritabilityChanged()
    }

    /// Passes on the request parts held back, for as long as the client reads, then
    /// reads again if the server asked to.
    private func passOnHeldBack(context: ChannelHandlerContext) {
        guard !heldBack.isEmpty || readHeldBack else { return }
        while !finished, context.channel.isWritable, let data = heldBack.popFirst() {
            context.fireChannelRead(data)
            if heldBack.isEmpty { context.fireChannelReadComplete() }
        }
        if readHeldBack && context.channel.isWritable {
            readHeldBack = false
            context.read()
        }
    }

    package func handlerRemoved(context: ChannelHandlerContext) {
        heldBack.removeAll()
        cancelTimers()
        lingering?.cancel()
    }

    // MARK: Timers and closing

    private func startIdleCheck(context: ChannelHandlerContext) {
        guard idleCheck == nil, !finished else { return }
        idleCheck = context.eventLoop.assumeIsolated().scheduleTask(deadline: lastActivity + idleTimeout) {
            self.idleCheck = nil
            self.checkIdle(context: context)
        }
    }

    private func checkIdle(context: ChannelHandlerContext) {
        guard !finished else { return }
        // A request read whole is the server's to answer: the next check starts
        // when its response ends.
        if !readingRequest && inFlight > 0 { return }
        if NIODeadline.now() >= lastActivity + idleTimeout {
            cutOff(context: context, readingRequest ? ConnectionLimitError.bodyStalled : ConnectionLimitError.idle)
        } else {
            startIdleCheck(context: context)
        }
    }

    /// Closes the connection for `reason`. A body being read ends with the error, so
    /// that the route reading it fails rather than taking what came as the whole.
    private func cutOff(context: ChannelHandlerContext, _ reason: ConnectionLimitError) {
        guard !finished else { return }
        finished = true
        cancelTimers()
        if readingRequest { context.fireErrorCaught(reason) }
        context.close(promise: nil)
    }

    /// Answers 400 to a head over the limits, and closes the connection; when
    /// earlier requests are still being answered, only closes it (an answer now
    /// would cut into theirs).
    private func refuseHead(context: ChannelHandlerContext, _ message: String) {
        guard !finished else { return }
        guard inFlight == 0 else {
            cutOff(context: context, .headTooLarge)
            return
        }
        refuse(context: context, message)
    }

    /// Answers 400 and closes the connection once the answer is out.
    private func refuse(context: ChannelHandlerContext, _ message: String) {
        writeBadRequest(context: context, message)
        closeAfterLinger(context: context)
    }

    private func writeBadRequest(context: ChannelHandlerContext, _ message: String) {
        let parts = Parts.badRequest(message)
        for (index, part) in parts.enumerated() {
            if index == parts.count - 1 {
                context.writeAndFlush(wrapOutboundOut(part), promise: nil)
            } else {
                context.write(wrapOutboundOut(part), promise: nil)
            }
        }
    }

    private func closeAfterLinger(context: ChannelHandlerContext) {
        finished = true
        cancelTimers()
        guard lingering == nil else { return }
        context.close(mode: .output, promise: nil)
        lingering = context.eventLoop.assumeIsolated().scheduleTask(in: Self.linger) {
            context.close(promise: nil)
        }
    }

    private func cancelTimers() {
        idleCheck?.cancel()
        idleCheck = nil
        bodyDeadline?.cancel()
        bodyDeadline = nil
        bodyDue = nil
        stalled?.cancel()
        stalled = nil
    }
}

/// Sent up the pipeline by a handler in front of the decoder when the bytes of a
/// head still arriving pass the limit.
package struct RequestHeadTooLarge: Sendable {
    package init() {}
}

/// Why a ``ConnectionGuard`` closed a connection; a route reading the body of the
/// request cut off sees it as the body's error.
public struct ConnectionLimitError: Error, Sendable, Hashable, CustomStringConvertible {
    private let reason: String

    /// No request head, or no part of a body, arrived within the idle timeout.
    public static let idle = ConnectionLimitError(reason: "no request arrived within the idle timeout")
    /// A body stopped arriving for longer than the idle timeout.
    public static let bodyStalled = ConnectionLimitError(reason: "the body stopped arriving for longer than the idle timeout")
    /// A body had not all arrived within the request timeout.
    public static let requestTimedOut = ConnectionLimitError(reason: "the body did not arrive within the request timeout")
    /// The client read nothing of a response for longer than the idle timeout.
    public static let clientNotReading = ConnectionLimitError(reason: "the client read nothing for longer than the idle timeout")
    /// A request's head was over the limits.
    public static let headTooLarge = ConnectionLimitError(reason: "the request's head was over the limits")

    public var description: String { "Connection closed: \(reason)." }
}
#endif
