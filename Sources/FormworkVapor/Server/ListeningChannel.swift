#if Vapor
import NIOConcurrencyHelpers
import NIOCore
import Vapor

/// The channel Vapor's HTTP server listens on.
///
/// Vapor 4 keeps it to itself, and its server takes no channel handlers of anyone
/// else's: `HTTPServer.Configuration` has no such setting, and the handlers it
/// builds each connection from are internal. What Vapor's listening channel reads
/// (each connection it accepts, before setting it up) is the one way to add a
/// handler to every connection. The channel is reached by reflection, through two
/// stored properties of Vapor's, `HTTPServer.connection` and
/// `HTTPServerConnection.channel`; should a release of Vapor rename them, this
/// finds nothing and the server refuses to start, rather than run unguarded. The
/// tests of FormworkVapor start a guarded server, so such a release fails them
/// first.
enum ListeningChannel {
    static func of(_ server: HTTPServer) -> (any Channel)? {
        guard let box = Mirror(reflecting: server).descendant("connection") as? any LockedValueReading,
              let connection = unwrapOptional(box.lockedValue) else { return nil }
        return Mirror(reflecting: connection).descendant("channel") as? any Channel
    }

    /// The value an `Optional` held as `Any` wraps, or the value itself.
    private static func unwrapOptional(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}

/// A lock-protected box whose value can be read without naming its type (Vapor's
/// `HTTPServerConnection` is internal).
protocol LockedValueReading {
    var lockedValue: Any { get }
}

extension NIOLockedValueBox: LockedValueReading {
    var lockedValue: Any { withLockedValue { $0 } }
}
#endif
