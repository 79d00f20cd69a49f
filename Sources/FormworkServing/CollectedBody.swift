#if Hummingbird || Vapor
import FormworkHTML
import NIOCore

/// A request's body read into memory within a size limit and a shared budget.
///
/// A server's own body collection finds a body too large only once that much has
/// arrived; this refuses a declared length over the limit before reading a
/// byte, reserves what it keeps in the `BodyBudget` as the bytes arrive (at most
/// twice what arrived, as the buffer doubles, never past the declared length), and holds the bytes
/// once. Errors of the connection itself (a malformed chunked
/// encoding) pass through, for the server to answer 400.
package struct CollectedBody: Sendable {
    package enum Outcome: Sendable {
        case collected(CollectedBody)
        case refused(FormBodyError)
    }

    package let bytes: [UInt8]
    private let reserved: Int
    private let budget: BodyBudget

    private init(bytes: [UInt8], reserved: Int, budget: BodyBudget) {
        self.bytes = bytes
        self.reserved = reserved
        self.budget = budget
    }

    /// Gives the reserved bytes back to the budget, once the request is done with them.
    package func release() {
        budget.release(reserved)
    }

    /// Reads `chunks`, the body of a request whose `Content-Length` is
    /// `declaredLength` (nil when it has none), into memory: at most `maximum`
    /// bytes, reserved in `budget` as they arrive.
    package static func collect<Chunks: AsyncSequence>(_ chunks: Chunks, declaredLength: String?, maximum: Int,
                                                       budget: BodyBudget) async throws -> Outcome
        where Chunks.Element == ByteBuffer {
        let tooLarge = FormBodyError(.bodyTooLarge, "The form sent is larger than \(maximum) bytes.")
        let busy = FormBodyError(.serverBusy, "The server is taking in as many forms as it can hold. Send the form again in a moment.")
        // What a body may grow to: its declared length, when it has one, within the limit.
        var expected = maximum
        if let declared = declaredLength {
            guard let length = Int(declared), length >= 0 else {
                return .refused(FormBodyError(.malformed, "The request's length is not a number."))
            }
            guard length <= maximum else { return .refused(tooLarge) }
            expected = length
        }
        // Reserved and allocated as bytes arrive, never for a length only declared:
        // a client that declares a megabyte and sends two bytes holds two bytes.
        var reserved = 0
        var bytes: [UInt8] = []
        do {
            for try await chunk in chunks {
                let total = bytes.count + chunk.readableBytes
                guard total <= maximum else {
                    budget.release(reserved)
                    return .refused(tooLarge)
                }
                if total > reserved {
                    // Doubling, as the array grows, within the declared length: at
                    // most twice what arrived is held.
                    let target = Swift.min(expected, Swift.max(total, 2 * reserved))
                    guard budget.reserve(target - reserved) else {
                        budget.release(reserved)
                        return .refused(busy)
                    }
                    reserved = target
                    bytes.reserveCapacity(reserved)
                }
                bytes.append(contentsOf: chunk.readableBytesView)
            }
        } catch {
            budget.release(reserved)
            throw error
        }
        return .collected(CollectedBody(bytes: bytes, reserved: reserved, budget: budget))
    }
}
#endif
