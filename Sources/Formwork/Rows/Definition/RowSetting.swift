/// A setting of a custom row type, kept with the row's other settings: frozen into
/// the ``RowDefinition`` every form a ``FormTemplate`` makes shares, and changed in
/// one form's row like the built-in settings.
///
/// A custom row keeps its settings with it as Eureka's do, and marks them:
///
/// ```swift
/// final class StringLengthRow: StringFieldRow {
///     @RowSetting var maximumLength = 140
/// }
/// ```
///
/// A stored property without the mark is state: each form starts it afresh from
/// the row's initializer, and a template reports a row whose plain stored
/// properties its definition changed, since its forms would not see the change.
///
/// A setting set on one form's row (`row.maximumLength = 20` in a request) gives
/// that row a definition of its own; the template and other forms keep theirs.
///
/// Given a name, a summary, its JSON form and an example, the setting declares itself
/// (``RowSettingDeclaration``): in that one line are its storage, its accessor, its
/// reading and writing in a schema, its name in the registry and its line in a
/// settings reference, with nothing else to write.
///
/// ```swift
/// final class StarRatingRow: Row<Int>, RowType {
///     @RowSetting("stars", "How many stars there are to choose from.", as: .wholeNumber(in: 1...10), example: 7)
///     var stars = 5
/// }
/// ```
@propertyWrapper
public struct RowSetting<Value> {
    /// The value until one is set.
    private let initialValue: Value
    /// What the setting says of itself, when it was declared with a name.
    let declaration: RowSettingDeclaration?

    /// A setting that starts as `wrappedValue`.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
        declaration = nil
    }

    /// A setting that starts as `wrappedValue` and declares itself: schemas read
    /// and write it under `name`, as `coding` says.
    ///
    /// - Parameters:
    ///   - wrappedValue: the value until one is set.
    ///   - name: the setting's key in a schema.
    ///   - summary: what the setting is, in one line.
    ///   - coding: how its value reads and writes as JSON, with its limits.
    ///   - example: a value other than `wrappedValue`, for tests and references.
    public init(wrappedValue: Value, _ name: String, _ summary: String, as coding: SettingCoding<Value>, example: Value)
    where Value: Sendable {
        initialValue = wrappedValue
        let initial = wrappedValue
        declaration = RowSettingDeclaration(
            name: name, summary: summary, expected: coding.expected, example: coding.encode(example) ?? .null,
            isAlwaysWritten: false,
            read: { row in
                coding.encode(((row.readSettings { $0.rare?.settings.callbacks?.value.customSettings[Self.key(named: name)] } ?? nil) as? Value) ?? initial)
            },
            write: { row, json in
                guard let value = coding.decode(json) else { return "expected \(coding.expected)" }
                if let problem = coding.check(value) { return problem }
                row.changeDefinition { $0.changeCallbacks { $0.customSettings[Self.key(named: name)] = value } }
                row.notifyUpdated(.settings)
                return nil
            })
    }

    /// Where a setting declared with `name` is kept in a definition.
    private static func key(named name: String) -> AnyHashable { AnyHashable("setting." + name) }

    /// Where this setting is kept: under its name when it has one, else under its
    /// property.
    private func key(_ wrappedKeyPath: AnyKeyPath) -> AnyHashable {
        declaration.map { Self.key(named: $0.name) } ?? AnyHashable(wrappedKeyPath)
    }

    @available(*, unavailable, message: "@RowSetting is for the stored properties of row classes")
    public var wrappedValue: Value {
        get { fatalError("@RowSetting is for the stored properties of row classes") }
        set { fatalError("@RowSetting is for the stored properties of row classes") }
    }

    /// Reads and writes the setting in the row's definition.
    public static subscript<Row: BaseRow>(_enclosingInstance row: Row,
                                          wrapped wrappedKeyPath: ReferenceWritableKeyPath<Row, Value>,
                                          storage storageKeyPath: ReferenceWritableKeyPath<Row, RowSetting<Value>>) -> Value {
        get {
            let setting = row[keyPath: storageKeyPath]
            let key = setting.key(wrappedKeyPath)
            if let set = row.readSettings({ $0.rare?.settings.callbacks?.value.customSettings[key] }) ?? nil, let value = set as? Value { return value }
            return setting.initialValue
        }
        set {
            let key = row[keyPath: storageKeyPath].key(wrappedKeyPath)
            row.changeDefinition { $0.changeCallbacks { $0.customSettings[key] = newValue } }
            row.notifyUpdated(.settings)
        }
    }
}

/// A stored property that may declare a setting (``RowSetting``), found by
/// reflection on a row of a custom type.
protocol SelfDeclaringSetting {
    var declaration: RowSettingDeclaration? { get }
}

extension RowSetting: SelfDeclaringSetting {}

extension BaseRow {
    /// The settings the stored ``RowSetting``s of a custom row type declare, in
    /// order, from its first class outside Formwork down; none for Formwork's own.
    static func settingsDeclaredByProperties() -> [RowSettingDeclaration] {
        guard !String(reflecting: self).hasPrefix("Formwork.") else { return [] }
        var mirror: Mirror? = Mirror(reflecting: self.init(tag: nil))
        var levels: [[RowSettingDeclaration]] = []
        while let current = mirror, !String(reflecting: current.subjectType).hasPrefix("Formwork.") {
            levels.append(current.children.compactMap { ($0.value as? any SelfDeclaringSetting)?.declaration })
            mirror = current.superclassMirror
        }
        return levels.reversed().flatMap { $0 }
    }
}
