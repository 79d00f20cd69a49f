extension SelectionType {
    /// Any number of rows may be chosen: Eureka's older spelling.
    @available(*, deprecated, renamed: "multipleSelection", message: "Eureka's older spelling; write .multipleSelection")
    public static var MultipleSelection: SelectionType { .multipleSelection }

    /// At most one row: Eureka's older spelling.
    @available(*, deprecated, renamed: "singleSelection(enableDeselection:)", message: "Eureka's older spelling; write .singleSelection(enableDeselection:)")
    public static func SingleSelection(enableDeselection: Bool = true) -> SelectionType {
        .singleSelection(enableDeselection: enableDeselection)
    }
}
