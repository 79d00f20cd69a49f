/// Rows built with `XRow("tag") { row in … }` and chained callbacks that receive the
/// row with its own type. Every row conforms through ``BaseRow``, custom rows too.
public protocol BaseRowType: BaseRow {
    /// Creates a row with a tag.
    init(tag: String?)
}

/// A row type that can be named in code, as Eureka's row classes declare:
/// `final class MyRow: Row<Bool>, RowType { … }`.
///
/// Every built-in row type that is not subclassed (``TextRow``, ``PushRow``, …)
/// conforms, and so may a custom row, as Eureka code writes it; declaring it adds
/// nothing a row needs, since the initializer and callbacks come with
/// ``BaseRowType``, which every row has.
public protocol RowType: BaseRowType {}

extension BaseRow: BaseRowType {}

extension BaseRowType {
    /// Creates a row with an optional tag and configures it.
    ///
    /// ```swift
    /// TextRow("name") { $0.title = "Name" }
    /// ```
    public init(_ tag: String? = nil, _ initializer: (Self) -> Void = { _ in }) {
        self.init(tag: tag)
        initializer(self)
    }

    /// Calls `callback` after every change of the row's value while it is in a form
    /// (not for silent sets), once conditions and validation have followed it.
    /// Callbacks add up; returns the row for chaining.
    @discardableResult
    public func onChange(_ callback: @escaping (Self) -> Void) -> Self {
        observe { event in
            if case .valueChanged(let row, _, let cause) = event, cause != .silent, let row = row as? Self { callback(row) }
        }
    }

    /// Calls `callback` when the row is selected (``BaseRow/didSelect()``), a disabled
    /// row too, which selecting leaves unchanged: as in Eureka, start a callback that
    /// acts with `guard !row.isDisabled else { return }`.
    @discardableResult
    public func onCellSelection(_ callback: @escaping (Self) -> Void) -> Self {
        observe { event in
            if case .rowSelected(let row) = event, let row = row as? Self { callback(row) }
        }
    }

    /// Calls `callback` with the row's cell and the row when the row is selected,
    /// as the one-parameter form does: Eureka's `onCellSelection { cell, row in }`.
    @discardableResult
    public func onCellSelection(_ callback: @escaping (RowCell, Self) -> Void) -> Self {
        onCellSelection { row in callback(row.cell, row) }
    }

    /// Sets up the row's cell (see ``RowCell``) once, when it is first drawn or
    /// asked for: classes, attributes, an accessibility label, a style. Callbacks add
    /// up, in order; returns the row for chaining.
    ///
    /// ```swift
    /// TextRow("name").cellSetup { cell, row in cell.classes.append("wide") }
    /// ```
    @discardableResult
    public func cellSetup(_ callback: @escaping (RowCell, Self) -> Void) -> Self {
        addCellSetup { cell, row in if let row = row as? Self { callback(cell, row) } }
        return self
    }

    /// Brings the row's cell up to date each time a front end draws the row (after
    /// a change, ``BaseRow/updateCell()``, or a new page). Callbacks add up, in
    /// order; returns the row for chaining.
    ///
    /// ```swift
    /// EmailRow("email").cellUpdate { cell, row in
    ///     cell.style.textColor = row.isValid ? nil : .invalid
    /// }
    /// ```
    @discardableResult
    public func cellUpdate(_ callback: @escaping (RowCell, Self) -> Void) -> Self {
        addCellUpdate { cell, row in if let row = row as? Self { callback(cell, row) } }
        return self
    }

    /// Calls `callback` when the row takes or loses focus (its cell's
    /// ``RowCell/isHighlighted`` says which): Eureka's highlighted cell, whose field
    /// is being edited.
    @discardableResult
    public func onCellHighlightChanged(_ callback: @escaping (RowCell, Self) -> Void) -> Self {
        observe { event in
            if case .rowUpdated(let row, let what) = event, what.contains(.highlight), let row = row as? Self {
                callback(row.cell, row)
            }
        }
    }

    /// Calls `callback` when the row's validation errors change.
    @discardableResult
    public func onRowValidationChanged(_ callback: @escaping (Self) -> Void) -> Self {
        observe { event in
            if case .validationChanged(let row) = event, let row = row as? Self { callback(row) }
        }
    }

    /// Calls `callback` with the row's cell and the row when the row's validation
    /// errors change: Eureka's `onRowValidationChanged { cell, row in }`, where a
    /// cell shows the errors (``RowCell/style``, ``RowCell/classes``).
    @discardableResult
    public func onRowValidationChanged(_ callback: @escaping (RowCell, Self) -> Void) -> Self {
        onRowValidationChanged { row in callback(row.cell, row) }
    }

    /// Calls `callback` after the row's inline row expands (an observer; the
    /// three-parameter form on an ``InlineRowType`` row is called before, with the
    /// inline row, as Eureka calls it).
    @discardableResult
    public func onExpandInlineRow(_ callback: @escaping (Self) -> Void) -> Self {
        observe { event in
            if case .inlineRowExpanded(let row) = event, let row = row as? Self { callback(row) }
        }
    }

    /// Calls `callback` after the row's inline row collapses (an observer; the
    /// three-parameter form on an ``InlineRowType`` row is called before).
    @discardableResult
    public func onCollapseInlineRow(_ callback: @escaping (Self) -> Void) -> Self {
        observe { event in
            if case .inlineRowCollapsed(let row) = event, let row = row as? Self { callback(row) }
        }
    }

    private func observe(_ handler: @escaping (FormEvent) -> Void) -> Self {
        addEventHandler(handler)
        return self
    }
}
