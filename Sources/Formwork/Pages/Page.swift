/// A section that starts a page: the sections after it, up to the next page, are
/// asked with it, one page at a time, as a journey of several pages.
///
/// A page is a section like any other: it can hold rows, has a tag, and its
/// header is the page's title. Its `hidden` condition takes the whole page off the
/// journey's path: while it holds, every section of the page is hidden, its rows
/// read as nil in conditions, and their answers are neither validated nor among
/// the form's values.
///
/// ```swift
/// let form = Form()
///     +++ Page("About you") { $0.tag = "about" }
///         <<< TextRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
///         <<< SwitchRow("hasPartner") { $0.title = "I have a partner" }
///     +++ Page("Your partner") { $0.hidden = "$hasPartner != true" }
///         <<< TextRow("partnerName") { $0.title = "Partner's name" }
///     +++ Section("Their work")
///         <<< TextRow("partnerJob") { $0.title = "Job" }
///     +++ Page("Contact")
///         <<< EmailRow("email") { $0.title = "Email" }
/// ```
///
/// Sections before the first page make a page of their own. ``FormJourney`` walks
/// the pages.
public final class Page: Section {
    /// An empty page.
    public required init() {
        super.init()
    }

    /// A page titled `title`, configured by `initializer`.
    public override init(_ title: String?, _ initializer: (Section) -> Void = { _ in }) {
        super.init(title, initializer)
    }

    /// Always ``SectionKind/page``.
    public override var kind: SectionKind { .page }

    /// The page's title: its header.
    public var title: String? {
        get { header }
        set { header = newValue }
    }
}

extension Section {
    /// Whether this section starts a page (it is a ``Page``).
    public var startsPage: Bool { self is Page }

    /// What hides the section: its own `hidden` condition, or its page's, whichever
    /// holds. Front ends that evaluate conditions read this, not `hidden` alone.
    public var visibilityCondition: Condition? {
        guard let page = pageCondition else { return hidden }
        guard let own = hidden else { return page }
        return Condition.either(own, page)
    }
}

extension Condition {
    /// A condition that holds when either holds: one expression of the condition
    /// language when both are, so that front ends can still evaluate it themselves.
    static func either(_ first: Condition, _ second: Condition) -> Condition {
        if case .predicate(let a) = first, case .predicate(let b) = second {
            return .predicate(FormPredicate(expression: .or([a.expression, b.expression])))
        }
        var tags = first.dependencies
        for tag in second.dependencies where !tags.contains(tag) { tags.append(tag) }
        return .function(tags) { form in first.evaluate(in: form) || second.evaluate(in: form) }
    }
}
