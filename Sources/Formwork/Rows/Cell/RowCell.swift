/// How a row is drawn, in terms every front end follows: Eureka's cell without its
/// views.
///
/// A row's cell is made the first time a front end draws the row (or code reads
/// ``BaseRow/cell``), when its `cellSetup` callbacks run; before each drawing its
/// `cellUpdate` callbacks run. What they set is applied by the front ends:
///
/// | | Web | Terminal |
/// |---|---|---|
/// | ``classes`` | on the row's element | — |
/// | ``attributes`` | on the row's control, filtered like `controlAttributes` | — |
/// | ``accessibilityLabel`` | the control's `aria-label` | the question asked in plain mode |
/// | ``style`` | the theme's colour for the title and the control | the same, as terminal colours |
/// | ``isHighlighted`` | the browser's focus: the title in the accent | the focus pointer |
/// | ``isSelected`` | `fw-selected` on the row | the check shown |
///
/// ```swift
/// TextRow("name") { $0.title = "Name" }
///     .cellSetup { cell, row in cell.classes.append("wide") }
///     .cellUpdate { cell, row in cell.style.textColor = row.isValid ? nil : .invalid }
/// ```
///
/// On the web, focus moves in the browser and the server hears of no move (a
/// request per Tab would slow every page), so a `cellUpdate` that reads
/// ``isHighlighted`` runs in the terminal, which knows the focus; the page draws the
/// row being edited with its title in the accent, as Eureka tints a highlighted
/// cell, and writes `fw-highlighted` on a row the form itself focused
/// (``BaseRow/didBeginEditing()``).
///
/// A cell belongs to its row in one form, like the row's value: the forms a
/// template makes each set up their own.
public final class RowCell {
    /// Class names added to the row's element on the web.
    public var classes: [String] = []
    /// Attributes added to the row's control on the web, by name. Event handlers
    /// and attributes that would load something, send the form elsewhere or style
    /// inline are left out, as for `HTMLFormRenderer.controlAttributes`.
    public var attributes: [String: String] = [:]
    /// What assistive technology announces for the row in place of its title.
    public var accessibilityLabel: String?
    /// Colours for the row's title and control, as roles of the theme.
    public var style = CellStyle()
    /// Whether the row has focus: Eureka's highlighted cell, whose field is being
    /// edited. Kept up to date by the form.
    public internal(set) var isHighlighted = false
    /// Whether the row is chosen: a check or switch that is on, a row of a
    /// selectable section that is selected. Brought up to date before each drawing.
    public internal(set) var isSelected = false
    /// The row the cell draws (Eureka's `baseRow`).
    public private(set) weak var baseRow: BaseRow?

    init(row: BaseRow) {
        baseRow = row
    }

    /// Asks front ends to draw the row again, which runs its `cellUpdate`
    /// callbacks: Eureka's `cell.update()`.
    public func update() {
        baseRow?.updateCell()
    }
}
