import Foundation

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
        // Options on any field make it a choice among them, as in FXForms.
        case .integer: return hasOptions ? .push : .int
        case .decimal: return hasOptions ? .push : .decimal
        case .bool: return hasOptions ? .push : .switch
        case .date: return hasOptions ? .push : .date
        case .url: return hasOptions ? .push : .url
        case .choice(let choice): return choice.cases.count <= 4 ? .segmented : .push
        }
    }

    /// The row type of a property whose type is registered as a row type's default:
    /// that one, but for a file (`Data`) whose name says it holds an image, which is
    /// an image row.
    static func inferredType(forCustom name: RowTypeName, key: String) -> RowTypeName {
        guard name == .file else { return name }
        let imageWords: Set<String> = ["image", "photo", "picture", "avatar", "logo", "icon", "portrait", "thumbnail", "selfie", "headshot"]
        return words(of: key).contains { word in
            imageWords.contains(word) || (word.hasSuffix("s") && imageWords.contains(String(word.dropLast())))
        } ? .image : .file
    }

    /// The words of a key, lowercased, as its title splits them: `profilePhoto` and
    /// `profile_photo` are `profile` and `photo`; `lexicon` is one word, not an icon.
    static func words(of key: String) -> [String] {
        TitleCase.title(fromKey: key).split(separator: " ").map { $0.lowercased() }
    }

    /// A row of the named type for values of `leaf`, or nil when the type is not
    /// registered or cannot hold them. With options, any row type generic over its
    /// options holds any leaf.
    static func makeRow(_ name: RowTypeName, for leaf: ModelLeaf, in rowTypes: RowTypeRegistry,
                        hasOptions: Bool = false) -> BaseRow? {
        guard let entry = rowTypes.entry(named: name),
              entry.modelFit.contains(leaf.fit) || (hasOptions && entry.isGenericOverOptions) else { return nil }
        switch leaf {
        case .choice(let choice): return choice.makeRow(entry)
        default: return entry.isGenericOverOptions ? row(of: entry, holding: leaf) : entry.makeRow()
        }
    }

    /// A multiple selector of values of `leaf`, for a collection with options (FXForms'
    /// multi-select field), or nil when the row type cannot hold them.
    static func makeSelector(_ name: RowTypeName, for leaf: ModelLeaf, in rowTypes: RowTypeRegistry) -> BaseRow? {
        guard let entry = rowTypes.entry(named: name), entry.modelFit.contains(.choiceSet) else { return nil }
        if case .choice(let choice) = leaf { return choice.makeRow(entry) }
        return row(of: entry, holding: leaf)
    }

    /// A row of a type generic over its options, holding values of `leaf`.
    private static func row(of entry: RowTypeEntry, holding leaf: ModelLeaf) -> BaseRow? {
        switch leaf {
        case .string: return entry.makeRow(holding: String.self)
        case .integer: return entry.makeRow(holding: Int.self)
        case .decimal: return entry.makeRow(holding: Double.self)
        case .bool: return entry.makeRow(holding: Bool.self)
        case .date: return entry.makeRow(holding: Date.self)
        case .url: return entry.makeRow(holding: URL.self)
        case .choice(let choice): return choice.makeRow(entry)
        }
    }
}
