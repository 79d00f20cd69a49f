/// Makes the row for one model property: FXForms' inference from type and name,
/// then the form description's overrides, through the row type registry.
enum ModelRowFactory {
    /// The row type inferred from a property's type and name.
    static func inferredType(for leaf: ModelLeaf, key: String, hasOptions: Bool) -> RowTypeName {
        switch leaf {
        case .string:
            if hasOptions { return .push }
            let lower = key.lowercased()
            if lower.contains("email") { return .email }
            if lower.contains("password") { return .password }
            if lower.hasSuffix("url") { return .url }
            if lower.contains("phone") { return .phone }
            return .text
        case .integer: return .int
        case .decimal: return .decimal
        case .bool: return .switch
        case .date: return .date
        case .url: return .url
        case .choice(let choice): return choice.cases.count <= 4 ? .segmented : .push
        }
    }

    /// A row of the named type for values of `leaf`, or nil when the type is not
    /// registered or cannot hold them.
    static func makeRow(_ name: RowTypeName, for leaf: ModelLeaf, in rowTypes: RowTypeRegistry) -> BaseRow? {
        guard let entry = rowTypes.entry(named: name), entry.modelFit.contains(leaf.fit) else { return nil }
        switch leaf {
        case .choice(let choice): return choice.makeRow(entry)
        case .string where entry.isGenericOverOptions: return entry.makeRow(holding: String.self)
        default: return entry.isGenericOverOptions ? nil : entry.makeRow()
        }
    }
}
