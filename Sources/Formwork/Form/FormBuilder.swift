/// Something that contributes rows to a ``SectionBuilder``: a row or an array of rows.
public protocol RowsProvider {
    /// The rows contributed.
    var rows: [BaseRow] { get }
}

extension BaseRow: RowsProvider {
    /// A row contributes itself.
    public var rows: [BaseRow] { [self] }
}

extension Array: RowsProvider where Element: BaseRow {
    /// An array contributes its rows, in order.
    public var rows: [BaseRow] { self }
}

/// Builds a ``Section`` from rows, with `if`/`else`, optionals and loops:
///
/// ```swift
/// form +++ {
///     NameRow("name")
///     if askAge { IntRow("age") }
/// }
/// ```
@resultBuilder
public enum SectionBuilder {
    public static func buildExpression(_ row: BaseRow) -> [BaseRow] { [row] }
    public static func buildExpression(_ row: BaseRow?) -> [BaseRow] { row.map { [$0] } ?? [] }
    public static func buildExpression<R: BaseRow>(_ rows: [R]) -> [BaseRow] { rows }
    public static func buildBlock(_ components: [BaseRow]...) -> [BaseRow] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [BaseRow]?) -> [BaseRow] { component ?? [] }
    public static func buildEither(first component: [BaseRow]) -> [BaseRow] { component }
    public static func buildEither(second component: [BaseRow]) -> [BaseRow] { component }
    public static func buildArray(_ components: [[BaseRow]]) -> [BaseRow] { components.flatMap { $0 } }
    public static func buildFinalResult(_ component: [BaseRow]) -> Section { Section(component) }
}

/// Builds a ``Form`` from sections; a bare row becomes a section of its own, and
/// `nil` contributes nothing.
@resultBuilder
public enum FormBuilder {
    public static func buildExpression(_ section: Section) -> [Section] { [section] }
    public static func buildExpression(_ section: Section?) -> [Section] { section.map { [$0] } ?? [] }
    public static func buildExpression(_ row: BaseRow) -> [Section] { [Section([row])] }
    public static func buildExpression(_ row: BaseRow?) -> [Section] { row.map { [Section([$0])] } ?? [] }
    public static func buildExpression<S: Section>(_ sections: [S]) -> [Section] { sections }
    public static func buildBlock(_ components: [Section]...) -> [Section] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [Section]?) -> [Section] { component ?? [] }
    public static func buildEither(first component: [Section]) -> [Section] { component }
    public static func buildEither(second component: [Section]) -> [Section] { component }
    public static func buildArray(_ components: [[Section]]) -> [Section] { components.flatMap { $0 } }
    public static func buildFinalResult(_ component: [Section]) -> Form {
        let form = Form()
        form.append(contentsOf: component)
        return form
    }

    /// The sections alone, for `Form { … }`, which attaches them once.
    public static func buildFinalResult(_ component: [Section]) -> [Section] { component }
}

extension Form {
    /// A form built from sections and rows:
    ///
    /// ```swift
    /// let form = Form {
    ///     Section("Account") { $0.tag = "account" } <<< EmailRow("email")
    ///     SwitchRow("newsletter")
    /// }
    /// ```
    public convenience init(@FormBuilder _ content: () -> [Section]) {
        self.init()
        append(contentsOf: content())
    }
}
