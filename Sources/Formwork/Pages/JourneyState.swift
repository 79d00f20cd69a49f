/// Where a person is in a form of several pages, and what they have done: all a
/// front end keeps between two steps (in a draft, never in what a client sends
/// back), and all ``FormJourney`` needs beside the form's answers.
public struct JourneyState: Sendable, Hashable, Codable {
    /// The page being asked, or the review.
    public var position: JourneyPosition
    /// The pages a person continued from, by ``FormPage/index``.
    public var visited: Set<Int>
    /// Whether the person came to the current page from the review, to change an
    /// answer: continuing then goes back to it, asking first any page the change
    /// put on the path.
    public var returnsToReview: Bool

    /// The start of a journey: its first page, nothing visited.
    public init(position: JourneyPosition = .page(0), visited: Set<Int> = [], returnsToReview: Bool = false) {
        self.position = position
        self.visited = visited
        self.returnsToReview = returnsToReview
    }
}

/// A place in a journey: a page, by ``FormPage/index``, or the review of every
/// answer.
public enum JourneyPosition: Sendable, Hashable, Codable {
    case page(Int)
    case review
}

/// What continuing did.
public enum JourneyStep: Equatable {
    /// The page's answers were valid; the journey moved to the page at this index.
    case page(Int)
    /// Every page on the path is answered: the journey moved to the review.
    case review
    /// The page's answers were not valid: the journey stayed, and the errors show
    /// on the rows.
    case invalid([ValidationError])
}

/// "Page n of m": where the current page is on the path, and how many pages the
/// path has as the answers stand (never fewer than n).
public struct JourneyProgress: Sendable, Hashable {
    /// The current page's place on the path, from 1.
    public let number: Int
    /// The pages on the path.
    public let count: Int
}

/// One answer on the review page: the question, the answer as it shows (nil when
/// none was given: "Not provided"), and where to change it.
public struct ReviewAnswer: Sendable, Hashable {
    /// The page the answer is on.
    public let page: Int
    /// The page's title.
    public let pageTitle: String?
    /// The row's tag: what ``FormJourney/change(tag:)`` takes.
    public let tag: String
    /// The question: the row's title.
    public let question: String?
    /// The answer as the row shows it; nil when none was given.
    public let answer: String?
}
