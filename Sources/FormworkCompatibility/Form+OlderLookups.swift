extension Form {
    /// The row with `tag`: Eureka's name before `rowBy(tag:)`.
    @available(*, deprecated, renamed: "rowBy(tag:)", message: "Eureka's older name; Formwork and Eureka today write rowBy(tag:)")
    public func rowByTag(_ tag: String) -> BaseRow? {
        rowBy(tag: tag)
    }

    /// The row with `tag` as a row type (`let date: DateRow? = form.rowByTag("date")`):
    /// Eureka's name before `rowBy(tag:)`.
    @available(*, deprecated, renamed: "rowBy(tag:)", message: "Eureka's older name; Formwork and Eureka today write rowBy(tag:)")
    public func rowByTag<R: BaseRow>(_ tag: String) -> R? {
        rowBy(tag: tag)
    }

    /// The section with `tag`: Eureka's name before `sectionBy(tag:)`.
    @available(*, deprecated, renamed: "sectionBy(tag:)", message: "Eureka's older name; Formwork and Eureka today write sectionBy(tag:)")
    public func sectionByTag(_ tag: String) -> Section? {
        sectionBy(tag: tag)
    }

    /// The section with `tag` as a section type: Eureka's name before `sectionBy(tag:)`.
    @available(*, deprecated, renamed: "sectionBy(tag:)", message: "Eureka's older name; Formwork and Eureka today write sectionBy(tag:)")
    public func sectionByTag<S: Section>(_ tag: String) -> S? {
        sectionBy(tag: tag)
    }
}
