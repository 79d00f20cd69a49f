extension BaseRow {
    /// Whether the row takes the focus when its form, or its page, is first shown:
    /// the field a person should start with, when it is not the first. On the web
    /// it is the control's `autofocus`, unless the error summary takes the focus;
    /// in a terminal the row is focused first.
    public var autofocus: Bool {
        get { readSettings { $0.autofocus } ?? false }
        set {
            guard newValue != autofocus else { return }
            changeDefinition { $0.changeRare { $0.autofocus = newValue } }
            notifyUpdated(.settings)
        }
    }
}
