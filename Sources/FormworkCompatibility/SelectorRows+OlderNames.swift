extension AlertRow {
    /// The title of the alert that lists the options: Eureka's older name of `selectorTitle`.
    @available(*, deprecated, renamed: "selectorTitle", message: "Eureka's older name; Formwork and Eureka today write selectorTitle")
    public var optionTitle: String? {
        get { selectorTitle }
        set { selectorTitle = newValue }
    }
}

extension ActionSheetRow {
    /// The title of the action sheet that lists the options: Eureka's older name of `selectorTitle`.
    @available(*, deprecated, renamed: "selectorTitle", message: "Eureka's older name; Formwork and Eureka today write selectorTitle")
    public var optionTitle: String? {
        get { selectorTitle }
        set { selectorTitle = newValue }
    }
}
