/// What a section is: a plain group of rows, a choice among its rows, or a
/// repeating group. Schemas name sections by kind, and front ends draw them by it.
public struct SectionKind: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    /// A group of rows (``Section``).
    public static let plain: SectionKind = "plain"
    /// Rows that are choices, one or many chosen (``SelectableSection``).
    public static let selectable: SectionKind = "selectable"
    /// A list of rows a person adds to, deletes from and reorders (``MultivaluedSection``).
    public static let multivalued: SectionKind = "multivalued"
    /// A section that starts a page of a form of several pages (``Page``).
    public static let page: SectionKind = "page"

    /// The kinds the core knows, in the order messages list them.
    public static let builtIn: [SectionKind] = [.plain, .selectable, .multivalued, .page]
}

extension SelectionType {
    /// The name of the selection in a schema: `single` or `multiple`.
    public var name: String {
        switch self {
        case .multipleSelection: "multiple"
        case .singleSelection: "single"
        }
    }

    /// The selection type a schema names; nil for a name it does not know.
    ///
    /// - Parameters:
    ///   - name: `single` or `multiple`.
    ///   - enableDeselection: for single selection, whether choosing again clears.
    public init?(name: String, enableDeselection: Bool = true) {
        switch name {
        case "single": self = .singleSelection(enableDeselection: enableDeselection)
        case "multiple": self = .multipleSelection
        default: return nil
        }
    }

    /// The names ``init(name:enableDeselection:)`` reads.
    public static let names = ["single", "multiple"]
}

extension MultivaluedOptions {
    /// Each option with its name in a schema, in order.
    public static let named: [(name: String, option: MultivaluedOptions)] = [
        ("insert", .insert), ("delete", .delete), ("reorder", .reorder),
    ]

    /// The names of the options this set holds, in the order of ``named``.
    public var names: [String] {
        Self.named.filter { contains($0.option) }.map(\.name)
    }

    /// The option a schema names; nil for a name it does not know.
    public init?(name: String) {
        guard let option = Self.named.first(where: { $0.name == name })?.option else { return nil }
        self = option
    }
}
