/// Makes the row for one model property: FXForms' inference from type and name,
/// then the form description's overrides.
enum ModelRowFactory {
    /// The row kind inferred from a property's type and name.
    static func inferredKind(for leaf: ModelLeaf, key: String, hasOptions: Bool) -> ModelRowKind {
        switch leaf {
        case .string:
            if hasOptions { return .push }
            let lower = key.lowercased()
            if lower.contains("email") { return .email }
            if lower.contains("password") { return .password }
            if lower.hasSuffix("url") { return .url }
            if lower.contains("phone") { return .phone }
            return .text
        case .integer: return .integer
        case .decimal: return .decimal
        case .bool: return .toggle
        case .date: return .date
        case .url: return .url
        case .choice(let choice): return choice.cases.count <= 4 ? .segmented : .push
        }
    }

    /// A row of `kind` for values of `leaf`, or nil when the kind cannot hold them.
    static func makeRow(_ kind: ModelRowKind, for leaf: ModelLeaf) -> BaseRow? {
        if case .choice(let choice) = leaf {
            guard let presentation = optionPresentation(kind) else { return nil }
            return choice.makeRow(presentation)
        }
        guard let type = catalogueType(kind, for: leaf) else { return nil }
        return type.makeRow()
    }

    /// The catalogue row that can hold `leaf` values shown as `kind`.
    private static func catalogueType(_ kind: ModelRowKind, for leaf: ModelLeaf) -> CatalogueRowType? {
        switch (kind, leaf) {
        case (_, .string) where optionPresentation(kind) != nil:
            return CatalogueRowType.options(optionPresentation(kind)!)
        case (.text, .string), (.text, .url): return .text
        case (.name, .string), (.name, .url): return .name
        case (.email, .string), (.email, .url): return .email
        case (.password, .string), (.password, .url): return .password
        case (.phone, .string), (.phone, .url): return .phone
        case (.url, .string), (.url, .url): return .url
        case (.twitter, .string), (.twitter, .url): return .twitter
        case (.account, .string), (.account, .url): return .account
        case (.zipCode, .string), (.zipCode, .url): return .zipCode
        case (.textArea, .string), (.textArea, .url): return .textArea
        case (.label, .string), (.label, .url): return .label
        case (.integer, .integer), (.integer, .decimal), (.text, .integer): return .int
        case (.decimal, .integer), (.decimal, .decimal), (.text, .decimal): return .decimal
        case (.slider, .integer), (.slider, .decimal): return .slider
        case (.stepper, .integer), (.stepper, .decimal): return .stepper
        case (.toggle, .bool): return .switch
        case (.check, .bool): return .check
        case (.date, .date): return .date
        case (.time, .date): return .time
        case (.dateTime, .date): return .dateTime
        case (.countDown, .date): return .countDown
        case (.dateInline, .date): return .dateInline
        case (.timeInline, .date): return .timeInline
        case (.dateTimeInline, .date): return .dateTimeInline
        case (.countDownInline, .date): return .countDownInline
        default: return nil
        }
    }

    private static func optionPresentation(_ kind: ModelRowKind) -> RowPresentation? {
        switch kind {
        case .segmented: return .segmented
        case .push: return .push
        case .picker: return .picker
        case .pickerInline: return .inline
        case .pickerInput: return .inputPicker
        case .alert: return .alert
        case .actionSheet: return .actionSheet
        case .popover: return .popover
        default: return nil
        }
    }
}
