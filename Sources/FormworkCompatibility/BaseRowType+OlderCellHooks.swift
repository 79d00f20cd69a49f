extension BaseRowType {
    /// Calls `callback` when the row takes focus: Eureka's older half of
    /// `onCellHighlightChanged`.
    @available(*, deprecated, message: "Eureka's older name; Formwork and Eureka today write onCellHighlightChanged { cell, row in } and read row.isHighlighted")
    @discardableResult
    public func onCellHighlight(_ callback: @escaping (RowCell, Self) -> Void) -> Self {
        onCellHighlightChanged { cell, row in if cell.isHighlighted { callback(cell, row) } }
    }

    /// Calls `callback` when the row loses focus: Eureka's older half of
    /// `onCellHighlightChanged`.
    @available(*, deprecated, message: "Eureka's older name; Formwork and Eureka today write onCellHighlightChanged { cell, row in } and read row.isHighlighted")
    @discardableResult
    public func onCellUnHighlight(_ callback: @escaping (RowCell, Self) -> Void) -> Self {
        onCellHighlightChanged { cell, row in if !cell.isHighlighted { callback(cell, row) } }
    }
}
