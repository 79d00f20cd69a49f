#if Hummingbird
import HummingbirdCore
import NIOCore

/// How long a connection may take over each part of a request, and how large a
/// request's head may be: what keeps slow and idle clients from holding a server's
/// connections.
///
/// Hummingbird waits for a client as long as it likes unless told otherwise. Serve
/// with ``HummingbirdCore/HTTPServerBuilder/formwork(_:)`` to apply these limits:
///
/// ```swift
/// let app = Application(router: router, server: .formwork(ConnectionLimits()),
///                       configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
/// ```
///
/// | Limit | Default | What happens |
/// |---|---|---|
/// | ``idleTimeout`` | 10 s | a connection that sends no complete request head in this time (a new one, one kept alive between requests, or one trickling its headers), or whose client reads nothing of a response for this long, is closed |
/// | ``requestTimeout`` | 30 s | a request whose body has not all arrived this long after its head is cut off, the connection closed |
/// | ``maximumHeaderBytes`` | 32 KiB | a longer request line and headers get 400 |
/// | ``maximumHeaderCount`` | 100 | more header fields get 400 |
///
/// A body stalled in the middle also meets ``idleTimeout``: no part of it arrived
/// for that long. A response that says `Connection: close` (Formwork's refusals of a
/// body it will not read: too large, too many at once) closes the connection once
/// it is written, rather than reading and throwing away what the client still sends.
public struct ConnectionLimits: Sendable, Hashable {
    /// How long a connection may go without sending a complete request head, or a
    /// part of a body it is sending, and how long its client may leave a response
    /// unread once the connection's buffers are full: 10 seconds unless set.
    public var idleTimeout: Duration = .seconds(10)
    /// How long a request's body may take to arrive, from the end of its head: 30
    /// seconds unless set. Uploads over slow links may need more: a 10 MB file at 2
    /// Mbit/s takes 40 s.
    public var requestTimeout: Duration = .seconds(30)
    /// The most bytes a request's line and headers may have together: 32 KiB unless set.
    public var maximumHeaderBytes = 32 * 1024
    /// The most header fields a request may have: 100 unless set.
    public var maximumHeaderCount = 100

    /// The default limits.
    public init() {}

    /// Hummingbird's HTTP/1 configuration with these limits: the idle timeout, the
    /// decoder's limits, and a handler that enforces ``requestTimeout``, closes a
    /// connection whose client stops reading, and closes one after a response that
    /// says `Connection: close`.
    public var http1Configuration: HTTP1Channel.Configuration {
        let requestTimeout = TimeAmount(requestTimeout)
        let headerBytes = max(1024, maximumHeaderBytes)
        return HTTP1Channel.Configuration(
            additionalChannelHandlers: [RequestDeadlineHandler(requestTimeout: requestTimeout, idleTimeout: TimeAmount(idleTimeout))],
            idleTimeout: TimeAmount(idleTimeout),
            httpDecoderConfiguration: .init(maxHeaderFieldSize: headerBytes, maxHeaderListSize: headerBytes,
                                            maxHeaderFieldCount: max(1, maximumHeaderCount)))
    }
}

extension HTTPServerBuilder {
    /// An HTTP/1 server with Formwork's connection limits: timeouts for slow and
    /// idle clients, bounded request heads, and connections closed after a refusal
    /// of a body left unread.
    ///
    /// ```swift
    /// Application(router: router, server: .formwork())
    /// ```
    public static func formwork(_ limits: ConnectionLimits = ConnectionLimits()) -> HTTPServerBuilder {
        .http1(configuration: limits.http1Configuration)
    }
}
#endif
