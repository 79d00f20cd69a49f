import Foundation

/// Every row type by name: the one vocabulary that schemas, forms from models and
/// front ends share.
///
/// The built-in rows are registered from the start. Register a row type of your own
/// once, when the program starts, and it works in schemas (`"type": "weekDays"`), in
/// forms from models (as a property's default row, or asked for by name) and in
/// every front end, which know it by its ``RowKind`` or by its name:
///
/// ```swift
/// RowTypeRegistry.shared.register(WeekDayRow.self, as: "weekDays", defaultFor: [Set<WeekDay>.self])
/// ```
///
/// Registering a name again replaces what it stood for.
public final class RowTypeRegistry: @unchecked Sendable {
    /// The registry schemas, models and front ends read.
    public static let shared = RowTypeRegistry(registeringBuiltIns: true)

    private struct Look: Hashable {
        let kind: RowKind
        let presentation: RowPresentation
    }

    // Reads and writes take the lock: registration may happen while forms are made.
    private let lock = NSLock()
    private var byName: [RowTypeName: RowTypeEntry] = [:]
    private var order: [RowTypeName] = []
    private var byClass: [ObjectIdentifier: RowTypeName] = [:]
    private var byLook: [Look: RowTypeName] = [:]
    private var byModelType: [ObjectIdentifier: RowTypeName] = [:]

    /// An empty registry, or one with the built-in rows.
    ///
    /// - Parameter registeringBuiltIns: whether to register Formwork's own rows.
    public init(registeringBuiltIns: Bool = true) {
        if registeringBuiltIns { BuiltInRowTypes.register(in: self) }
    }

    // MARK: Registering

    /// Registers a row class under a name.
    ///
    /// Its kind and presentation are read from a row made with `init(tag:)`, and the
    /// schema settings it reads from its ``BaseRow/readSchemaSettings(_:)``.
    ///
    /// - Parameters:
    ///   - type: the row class.
    ///   - name: the name schemas and model descriptions use.
    ///   - fits: the model properties it can show when a description asks for it.
    ///   - modelTypes: property types it is the default row for in forms from models
    ///     (`Set<WeekDay>.self`), ahead of what Formwork infers.
    public func register<R: BaseRow>(_ type: R.Type, as name: RowTypeName, fits: ModelFit = [],
                                     defaultFor modelTypes: [Any.Type] = []) {
        let entry = RowTypeEntry(name: name, maker: .plain({ R(tag: nil) }), modelFit: fits, optionTypeSetting: nil)
        add(entry, modelTypes: modelTypes.map(ObjectIdentifier.init))
    }

    /// Registers a family of rows generic over the type of their options.
    ///
    /// - Parameters:
    ///   - family: makes a row for a type of options.
    ///   - name: the name schemas and model descriptions use.
    ///   - fits: the model properties it can show.
    ///   - optionTypeSetting: the schema setting whose JSON type picks the type of
    ///     the options: `options` unless said.
    public func register(_ family: some OptionRowMaker, as name: RowTypeName, fits: ModelFit = [],
                         optionTypeSetting: String = "options") {
        add(RowTypeEntry(name: name, maker: .options(family), modelFit: fits, optionTypeSetting: optionTypeSetting),
            modelTypes: [])
    }

    private func add(_ entry: RowTypeEntry, modelTypes: [ObjectIdentifier]) {
        lock.lock()
        defer { lock.unlock() }
        if byName.updateValue(entry, forKey: entry.name) == nil { order.append(entry.name) }
        if let rowClass = entry.rowClass { byClass[rowClass] = entry.name }
        // The first type registered for a look keeps it: a custom row that declares a
        // built-in kind does not take over rows of that kind.
        let look = Look(kind: entry.kind, presentation: entry.presentation)
        if byLook[look] == nil { byLook[look] = entry.name }
        for type in modelTypes { byModelType[type] = entry.name }
    }

    // MARK: Looking up

    /// The entry registered under a name.
    ///
    /// - Complexity: O(1).
    public func entry(named name: RowTypeName) -> RowTypeEntry? {
        lock.lock()
        defer { lock.unlock() }
        return byName[name]
    }

    /// The entry of a row: the one registered for its class, or else the one for its
    /// kind and presentation (how rows of a generic family, and subclasses that add
    /// nothing of their own, are known). Nil for a row of an unregistered kind.
    ///
    /// - Complexity: O(1).
    public func entry(for row: BaseRow) -> RowTypeEntry? {
        let rowClass = ObjectIdentifier(type(of: row))
        let look = Look(kind: row.kind, presentation: row.presentation)
        lock.lock()
        defer { lock.unlock() }
        guard let name = byClass[rowClass] ?? byLook[look] else { return nil }
        return byName[name]
    }

    /// The entry registered as the default row for a model property type.
    public func entry(forModelType type: Any.Type) -> RowTypeEntry? {
        let id = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        return byModelType[id].flatMap { byName[$0] }
    }

    /// Every entry, in the order registered.
    public var entries: [RowTypeEntry] {
        lock.lock()
        defer { lock.unlock() }
        return order.compactMap { byName[$0] }
    }

    /// The names of the row types that read a schema setting, for messages.
    func names(reading setting: String) -> [RowTypeName] {
        entries.filter { $0.settingNames.contains(setting) }.map(\.name)
    }
}

extension BaseRow {
    /// The row's entry in the shared registry: its registered name, kind and
    /// presentation. Front ends that draw custom row types by name look here.
    public var registeredType: RowTypeEntry? {
        RowTypeRegistry.shared.entry(for: self)
    }
}
