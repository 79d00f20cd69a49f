/// What a row shows when a person opens it to choose: Eureka's selector view
/// controller, without its views. A row's `onPresent` callbacks receive it before it
/// is shown and may change it; front ends follow it.
///
/// ```swift
/// PushRow<String>("colour") {
///     $0.options = ["Red", "Green"]
///     $0.selectorTitle = "Choose a colour"
/// }.onPresent { from, to in
///     to.dismissOnSelection = false
/// }
/// ```
///
/// The web follows it where it shows a selector of its own (a long list's dialog,
/// an action sheet, an alert), and the terminal in its list to choose from.
public final class SelectorDescription {
    /// The row that presents it.
    public unowned let row: BaseRow
    /// The title shown above the choices: the row's `selectorTitle`, or its title.
    public var title: String?
    /// Whether choosing closes it (true unless set): false keeps it open for more
    /// choices until the person closes it.
    public var dismissOnSelection = true
    /// Whether a change of the row's value closes it (true unless set): Eureka's
    /// `dismissOnChange`, followed like ``dismissOnSelection`` where a front end
    /// cannot tell the two apart.
    public var dismissOnChange = true

    /// The choices it offers, in their groups: the row's option lists.
    public var options: [RowOptionList] { row.optionLists }
    /// Whether the choices are shown in groups (sections with headers).
    public var isGrouped: Bool { (options.first?.groups.count ?? 0) > 1 }
    /// Whether several choices may be made.
    public var allowsMultipleSelection: Bool { options.first?.allowsMultipleSelection ?? false }
    /// Whether it stays open after a choice: what front ends read.
    public var staysOpen: Bool { !dismissOnSelection || !dismissOnChange }

    init(row: BaseRow, title: String?) {
        self.row = row
        self.title = title
    }
}
