extension RowNavigationOptions {
    /// Navigation ends at a disabled row: Eureka's spelling.
    @available(*, deprecated, renamed: "stopAtDisabledRows", message: "Eureka's spelling; write .stopAtDisabledRows")
    public static var StopDisabledRow: RowNavigationOptions { .stopAtDisabledRows }

    /// Rows that cannot take focus are skipped: Eureka's spelling.
    @available(*, deprecated, renamed: "skipRowsThatCannotTakeFocus", message: "Eureka's spelling; write .skipRowsThatCannotTakeFocus")
    public static var SkipCanNotBecomeFirstResponderRow: RowNavigationOptions { .skipRowsThatCannotTakeFocus }

    /// Eureka's keyboard accessory with its previous and next buttons. Moving
    /// between rows is always on here (Tab and the arrows on the web and in the
    /// terminal), so it adds no option.
    @available(*, deprecated, message: "moving between rows is always on, so .Enabled adds nothing; write [] or the options alone")
    public static var Enabled: RowNavigationOptions { [] }

    /// Eureka's form without its keyboard accessory. Moving between rows cannot be
    /// switched off: a person who uses only the keyboard needs it.
    @available(*, unavailable, message: "moving between rows cannot be switched off: a person who uses only the keyboard needs it; leave the option out")
    public static var Disabled: RowNavigationOptions { [] }
}
