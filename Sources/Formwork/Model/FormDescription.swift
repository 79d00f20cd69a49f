/// A model that says, in one typed place, how its form differs from what Formwork
/// infers: order, titles, row kinds, options, sections, rules, conditions, exclusions
/// and extra rows.
///
/// ```swift
/// extension Signup: FormDescribable {
///     static var formDescription: FormDescription<Signup> {
///         FormDescription {
///             $0.field(\.email) { $0.placeholder = "you@example.com" }
///             $0.field(\.plan) { $0.rowType = .push; $0.header = "Plan" }
///             $0.exclude(\.internalNote)
///             $0.addRow(after: \.birthday) { ButtonRow("submit") { $0.title = "Sign up" } }
///         }
///     }
/// }
/// ```
///
/// The description is read once per type and kept for every later form of the type,
/// on every task: its closures (value checks, option titles, extra rows) must reach
/// rows through what they are given and capture no mutable state.
public protocol FormDescribable {
    /// How the form differs from the inferred one.
    ///
    /// It is read once per type, by the first ``Form/init(model:rowTypes:)`` of the type, and
    /// used for every form of the type after that, from any task: describe the type,
    /// not one moment of the program. Its closures (extra rows, option titles) are
    /// called for each form and must not keep state of their own.
    static var formDescription: FormDescription<Self> { get }
}

/// How a nested model appears.
public enum SubformStyle: Sendable, Hashable {
    /// Its fields form a titled section of the same form (the default).
    case inline
    /// A ``SubformRow`` opens a form of its own.
    case pushed
}

/// What a form description says about one property.
public struct FieldDescription {
    /// The row's title; inferred from the key when nil.
    public var title: String?
    /// The row type, by its registered name (`.push`, `.textArea`, a custom row's
    /// name); inferred from type and name when nil. It must fit the property's type
    /// (``RowTypeEntry/modelFit``).
    public var rowType: RowTypeName?
    /// Shown in an empty text field.
    public var placeholder: String?
    /// The value used when the model's value is nil.
    public var defaultValue: Any?
    /// The options offered, in order (a subset of an enum's cases, or options for a
    /// `String` property, which then becomes an option row).
    public var options: [Any]?
    /// How an option is shown (FXForms' value transformer).
    public var optionTitle: ((Any) -> String)?
    /// Starts a new page with this title before the property (and before its
    /// ``header``'s section): the form becomes one of several pages (``Page``).
    public var page: String?
    /// When the page this property starts is off the path: its ``Page``'s
    /// condition.
    public var pageHidden: Condition?
    /// Starts a new section with this header before the property.
    public var header: String?
    /// The footer of the section the property is in.
    public var footer: String?
    /// Extra rules; see ``RuleSpecification``.
    public var rules: [RuleSpecification] = []
    /// Overrides whether a value is required (by default: non-optional properties).
    public var isRequired: Bool?
    /// When the row is hidden.
    public var hidden: Condition?
    /// When the row is disabled.
    public var disabled: Condition?
    /// How a nested model appears.
    public var subform: SubformStyle = .inline
    /// Lets people reorder the rows of an array property.
    public var sortable = false
    /// How the value is shown and read back from what a person types: FXForms'
    /// reversible value transformer, for a field that is typed (a text, number or
    /// date field). For options, ``optionTitle`` shows them.
    ///
    /// ```swift
    /// $0.field(\.height) {
    ///     $0.valueTransformer = FieldValueTransformer(
    ///         display: { "\($0) cm" },
    ///         parse: { Int($0.replacingOccurrences(of: " cm", with: "")) })
    /// }
    /// ```
    public var valueTransformer: FieldValueTransformer?
    /// Anything else, applied to the finished row last.
    public var configure: ((BaseRow) -> Void)?

    /// A description that changes nothing: every setting is nil or its default.
    public init() {}

    /// Makes a whole number or an `OptionSet` a choice of several whose bits are
    /// the options, titled in bit order: FXForms' bitfield.
    ///
    /// ```swift
    /// $0.field(\.otherInterests) { $0.bitfield(["Computers", "Socializing", "Sports"]) }
    /// ```
    public mutating func bitfield(_ titles: [String]) {
        rowType = .multipleSelector
        options = titles
    }

    /// Sets the options with a typed display closure.
    public mutating func setOptions<V>(_ options: [V], title: ((V) -> String)? = nil) {
        self.options = options
        if let title { optionTitle = { ($0 as? V).map(title) ?? String(describing: $0) } }
    }
}

/// How a field's value is shown, and read back from text: FXForms' reversible
/// value transformer.
public struct FieldValueTransformer {
    /// The text of a value.
    public var display: (Any) -> String
    /// The value of typed text, nil when it is not one; nil to read text as the
    /// field's type does.
    public var parse: ((String) -> Any?)?

    /// A transformer that shows values with `display` and reads text with `parse`.
    public init(display: @escaping (Any) -> String, parse: ((String) -> Any?)? = nil) {
        self.display = display
        self.parse = parse
    }
}

/// How a model's form differs from the inferred one; see ``FormDescribable``.
public struct FormDescription<Model> {
    enum FieldReference {
        case keyPath(AnyKeyPath)
        case key(String)
    }

    var fields: [(FieldReference, FieldDescription)] = []
    var excluded: [FieldReference] = []
    var order: [FieldReference] = []
    var extraRows: [(after: FieldReference?, make: () -> BaseRow)] = []
    var onlyFields: [FieldReference]?

    /// A description built by `build`.
    public init(_ build: (inout FormDescription<Model>) -> Void = { _ in }) {
        build(&self)
    }

    /// Describes a property by key path (`\.address.street` for nested ones).
    public mutating func field<V>(_ keyPath: KeyPath<Model, V>, _ configure: (inout FieldDescription) -> Void) {
        var description = FieldDescription()
        configure(&description)
        fields.append((.keyPath(keyPath), description))
    }

    /// Describes a property by its coding key path (`"address.street"`), for keys
    /// renamed by `CodingKeys`.
    public mutating func field(key: String, _ configure: (inout FieldDescription) -> Void) {
        var description = FieldDescription()
        configure(&description)
        fields.append((.key(key), description))
    }

    /// Leaves properties out of the form; ``Form/decode(_:)`` gives them the values of
    /// the model the form was built from.
    public mutating func exclude(_ keyPaths: PartialKeyPath<Model>...) {
        excluded.append(contentsOf: keyPaths.map { .keyPath($0) })
    }

    /// Leaves properties out by coding key.
    public mutating func exclude(keys: String...) {
        excluded.append(contentsOf: keys.map { .key($0) })
    }

    /// Puts these properties first, in this order, among their siblings; the others
    /// follow in declaration order.
    public mutating func order(_ keyPaths: PartialKeyPath<Model>...) {
        order.append(contentsOf: keyPaths.map { .keyPath($0) })
    }

    /// Shows exactly these properties, in this order, in place of every property the
    /// model has: FXForms' `fields`. A nested property brings its fields (`\.address`),
    /// or only those listed (`\.address.city`); the others keep the model's values when
    /// the form is decoded. Descriptions of the listed fields (``field(_:_:)``) still apply.
    public mutating func fields(_ keyPaths: PartialKeyPath<Model>...) {
        onlyFields = keyPaths.map { .keyPath($0) }
    }

    /// Exactly these properties, by coding key, in this order.
    public mutating func fields(keys: [String]) {
        onlyFields = keys.map { .key($0) }
    }

    /// Adds a row that is not a property (a button, a label) after a property, or
    /// at the end of the form.
    public mutating func addRow(after keyPath: PartialKeyPath<Model>? = nil, _ make: @escaping () -> BaseRow) {
        extraRows.append((keyPath.map { .keyPath($0) }, make))
    }
}
