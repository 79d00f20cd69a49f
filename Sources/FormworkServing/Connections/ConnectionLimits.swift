#if Hummingbird || Vapor
import NIOCore

/// How long a connection may take over each part of a request, and how large a
/// request's head may be: what keeps slow and idle clients from holding a server's
/// connections. Both servers take the same values, with the same defaults.
///
/// Hummingbird and Vapor wait for a client as long as it likes unless told
/// otherwise. Serve with Formwork's server to apply these limits:
///
/// ```swift
/// // Hummingbird 2
/// let app = Application(router: router, server: .formwork(ConnectionLimits()),
///                       configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
/// // Vapor 4
/// app.servers.use(.formwork(ConnectionLimits()))
/// ```
///
/// | Limit | Default | What happens |
/// |---|---|---|
/// | ``idleTimeout`` | 10 s | a connection that sends no complete request head in this time (a new one, one kept alive between requests, or one trickling its headers), that sends no part of a body it is sending for this long, or whose client reads nothing of a response for this long, is closed |
/// | ``requestTimeout`` | 30 s | a request whose body has not all arrived this long after its head is cut off, the connection closed |
/// | ``maximumHeaderBytes`` | 32 KiB | a longer request line and headers get 400, the connection closed |
/// | ``maximumHeaderCount`` | 100 | more header fields get 400, the connection closed |
///
/// A server waiting on its own handler (a slow database) is not idle: the timeouts
/// count only what the client owes. A response that says `Connection: close`
/// (Formwork's refusals of a body it will not read: too large, too many at once, no
/// cookie) closes the connection once it is written, rather than reading and
/// throwing away what the client still sends. A body cut off by a timeout ends its
/// route's reading with an error, never as a shorter body.
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
}

extension ConnectionLimits {
    /// The idle timeout as SwiftNIO counts time.
    package var idleTime: TimeAmount { TimeAmount(idleTimeout) }
    /// The request timeout as SwiftNIO counts time.
    package var requestTime: TimeAmount { TimeAmount(requestTimeout) }
    /// The head limit in bytes, never under 1 KiB (a request line and a `Host` need room).
    package var headerByteLimit: Int { max(1024, maximumHeaderBytes) }
    /// The field limit, never under one.
    package var headerCountLimit: Int { max(1, maximumHeaderCount) }
}
#endif
