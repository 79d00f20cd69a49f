#if Hummingbird || Vapor
import Formwork
import FormworkHTML
import Synchronization

/// The page of a fresh form, drawn once and cut where each request's own values go.
///
/// Every fresh form of a template is the template's form: the same rows, values,
/// conditions and words. So is its page, but for the hidden fields that carry the
/// browser's CSRF token and the signed item counts. The page is drawn once, by the
/// renderer, with a random stand-in for each of those values; each request writes
/// the markup around them as it was drawn and its own values, escaped, in their place.
package struct FreshPage: Sendable {
    /// The markup before the first value, between each value and the next, and after
    /// the last: one more piece than values.
    private let pieces: [String]
    private let byteCount: Int

    /// Cuts `page` at each of `standIns`, which must each appear in it exactly once
    /// and in that order; nil when one does not (the page cannot be reused).
    package init?(page: String, standIns: [String]) {
        var pieces: [String] = []
        var rest = page[...]
        for standIn in standIns {
            guard let range = rest.firstRange(of: standIn) else { return nil }
            pieces.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
            // A stand-in met twice would leave a value out of one of its places.
            guard rest.firstRange(of: standIn) == nil else { return nil }
        }
        pieces.append(String(rest))
        self.pieces = pieces
        byteCount = page.utf8.count
    }

    /// A stand-in for a value: long and random, so that no form's own text can be one.
    package static func standIn() -> String {
        var generator = SystemRandomNumberGenerator()
        return "fw-stand-in-" + String(generator.next(), radix: 36) + String(generator.next(), radix: 36)
    }

    /// The page with `values` in the places of the stand-ins, in order, each
    /// escaped as the renderer escapes an attribute's value.
    package func write(_ values: [String]) -> HTMLWriter {
        precondition(values.count == pieces.count - 1, "one value for each stand-in")
        var html = HTMLWriter(capacity: byteCount + values.reduce(0) { $0 + $1.utf8.count } + 64)
        for (index, piece) in pieces.enumerated() {
            html.appendTrustedHTML(piece)
            if index < values.count { html.text(values[index]) }
        }
        return html
    }
}

/// Where an endpoint keeps its fresh page once drawn. A copy of the endpoint with
/// other settings gets a cache of its own.
package final class FreshPageCache: Sendable {
    private enum State {
        case notDrawn
        case drawn(FreshPage)
        /// The page could not be cut (a stand-in did not appear once): drawn per request.
        case notReusable
    }

    private let state = Mutex<State>(.notDrawn)

    package init() {}

    /// The page kept, drawing it with `draw` (given the stand-ins to write) the first
    /// time; nil when it cannot be reused.
    package func page(standIns count: Int, draw: ([String]) -> String) -> FreshPage? {
        switch state.withLock({ $0 }) {
        case .drawn(let page): return page
        case .notReusable: return nil
        case .notDrawn: break
        }
        // Drawn outside the lock: two first requests may both draw it, and either page is right.
        let standIns = (0..<count).map { _ in FreshPage.standIn() }
        let made = FreshPage(page: draw(standIns), standIns: standIns)
        state.withLock { $0 = made.map(State.drawn) ?? .notReusable }
        return made
    }
}
#endif
