#if Hummingbird
import FormworkServing
import HummingbirdCore
import NIOCore

extension ConnectionLimits {
    /// Hummingbird's HTTP/1 configuration with these limits: the idle timeout, the
    /// decoder's limits, and Formwork's connection guard, which enforces the head,
    /// body and idle deadlines, closes a connection whose client stops reading, and
    /// closes one after a response that says `Connection: close`.
    public var http1Configuration: HTTP1Channel.Configuration {
        HTTP1Channel.Configuration(
            additionalChannelHandlers: [ConnectionGuard<HummingbirdHTTPParts>(limits: self)],
            idleTimeout: idleTime,
            httpDecoderConfiguration: .init(maxHeaderFieldSize: headerByteLimit, maxHeaderListSize: headerByteLimit,
                                            maxHeaderFieldCount: headerCountLimit))
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
