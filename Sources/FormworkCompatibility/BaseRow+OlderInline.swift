extension BaseRow {
    /// Hides the row's inline row: Eureka's older name of `collapseInlineRow()`.
    @available(*, deprecated, renamed: "collapseInlineRow()", message: "Eureka's older name; Formwork and Eureka today write collapseInlineRow()")
    public func hideInlineRow() {
        collapseInlineRow()
    }

}
