/// Option rows configured without knowing their option type: from a model
/// description or a schema, where options arrive as `Any`.
protocol UntypedOptionsRow: BaseRow {
    /// Sets the options, converting each; false when one does not convert.
    func setUntypedOptions(_ options: [Any]) -> Bool
    /// Shows options through an untyped closure.
    func setUntypedOptionTitle(_ title: @escaping (Any) -> String)
    /// The options as `Any`, for describing the row.
    var untypedOptions: [Any]? { get }
}

extension OptionsRow: UntypedOptionsRow {
    func setUntypedOptions(_ options: [Any]) -> Bool {
        let converted = options.compactMap { ValueConversion.convert($0, to: T.self) }
        guard converted.count == options.count else { return false }
        self.options = converted
        return true
    }

    func setUntypedOptionTitle(_ title: @escaping (Any) -> String) {
        displayValueFor = { $0.map(title) }
    }

    var untypedOptions: [Any]? { options }
}

extension MultipleSelectorRow: UntypedOptionsRow {
    func setUntypedOptions(_ options: [Any]) -> Bool {
        let converted = options.compactMap { ValueConversion.convert($0, to: T.self) }
        guard converted.count == options.count else { return false }
        self.options = converted
        return true
    }

    func setUntypedOptionTitle(_ title: @escaping (Any) -> String) {
        optionDisplayText = { title($0) }
    }

    var untypedOptions: [Any]? { options }
}
