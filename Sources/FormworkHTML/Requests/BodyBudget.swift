import Synchronization

/// The bytes of request bodies a server holds in memory at once, across every
/// request that shares the budget.
///
/// Each body a ``BodyLimits`` allows is small on its own, but forty uploads of ten
/// megabytes held open at once would be four hundred. A route reserves a body's
/// bytes before it keeps them (its declared length up front, or as they arrive) and
/// gives them back when the request is done; a request that would take the budget
/// past its capacity is refused at once (503, *try again later*), and the server's
/// memory stays bounded however many clients send at once.
///
/// Share one budget between every route of a server:
///
/// ```swift
/// let budget = BodyBudget(capacity: 64 << 20)
/// var signUp = FormRoute(template: signUpTemplate, csrf: csrf)
/// signUp.bodyBudget = budget
/// ```
public final class BodyBudget: Sendable {
    /// The most bytes held at once: 64 MiB unless set.
    public let capacity: Int
    private let used = Mutex(0)

    /// The default capacity: 64 MiB.
    public static let defaultCapacity = 64 << 20

    /// A budget of `capacity` bytes (at least one body of the largest kind a route
    /// takes, or every such body is refused).
    public init(capacity: Int = BodyBudget.defaultCapacity) {
        self.capacity = Swift.max(0, capacity)
    }

    /// The bytes reserved now.
    public var bytesInUse: Int { used.withLock { $0 } }

    /// Reserves `bytes`; false, reserving nothing, when that would go past the
    /// capacity.
    public func reserve(_ bytes: Int) -> Bool {
        guard bytes >= 0 else { return false }
        return used.withLock { used in
            guard bytes <= capacity - used else { return false }
            used += bytes
            return true
        }
    }

    /// Gives back `bytes` reserved earlier.
    public func release(_ bytes: Int) {
        guard bytes > 0 else { return }
        used.withLock { $0 = Swift.max(0, $0 - bytes) }
    }
}
