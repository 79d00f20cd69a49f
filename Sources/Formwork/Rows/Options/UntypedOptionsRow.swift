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

/// Every option converted to `T`, or nil when one does not convert.
func convertOptions<T>(_ options: [Any], to type: T.Type) -> [T]? {
    let converted = options.compactMap { ValueConversion.convert($0, to: T.self) }
    return converted.count == options.count ? converted : nil
}

extension OptionsRow: UntypedOptionsRow {
    func setUntypedOptions(_ options: [Any]) -> Bool {
        guard let converted = convertOptions(options, to: T.self) else { return false }
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
        guard let converted = convertOptions(options, to: T.self) else { return false }
        self.options = converted
        return true
    }

    func setUntypedOptionTitle(_ title: @escaping (Any) -> String) {
        optionDisplayText = { title($0) }
    }

    var untypedOptions: [Any]? { options }
}
