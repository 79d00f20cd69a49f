import Foundation
import Synchronization

/// Every row type by name: the one vocabulary that schemas, forms from models and
/// front ends share.
///
/// A registry is a value. ``builtIn`` holds Formwork's own rows; make one of your
/// own from it, register your row types, and give it to what builds forms:
///
/// ```swift
/// var rowTypes = RowTypeRegistry.builtIn
/// rowTypes.register(WeekDayRow.self, as: "weekDays", defaultFor: [Set<WeekDay>.self])
/// let form = try Form(schema: schema, rowTypes: rowTypes)
/// ```
///
/// Forms, schemas and forms from models that are not given one use ``current``:
/// the built-in rows, or the registry a task set for the code it runs with
/// `RowTypeRegistry.$current.withValue(rowTypes) { … }`. Nothing registered in one
/// registry is seen through another, so two parts of a program (or two tests) can
/// each have their own row types.
///
/// Registering a name again replaces what it stood for.
public struct RowTypeRegistry: Sendable {
    /// Formwork's own rows and nothing else.
    public static let builtIn: RowTypeRegistry = {
        var registry = RowTypeRegistry(empty: ())
        BuiltInRowTypes.register(in: &registry)
        return registry
    }()

    /// The registry forms, schemas and models use when they are not given one:
    /// ``builtIn`` unless the running task set another with `$current.withValue`.
    @TaskLocal public static var current: RowTypeRegistry = .builtIn

    private struct Look: Hashable {
        let kind: RowKind
        let presentation: RowPresentation
    }

    private var byName: [RowTypeName: RowTypeEntry] = [:]
    private var order: [RowTypeName] = []
    private var byClass: [ObjectIdentifier: RowTypeName] = [:]
    private var byLook: [Look: RowTypeName] = [:]
    private var byModelType: [ObjectIdentifier: RowTypeName] = [:]

    /// Tells this registry's contents from any other's: changed by every
    /// registration, so what is worked out from one registry (the layout of a
    /// model) is never taken for another's.
    private(set) var version = RowTypeRegistry.nextVersion()

    private static let versions = Atomic<UInt64>(0)
    private static func nextVersion() -> UInt64 {
        versions.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// An empty registry, or one with the built-in rows.
    ///
    /// - Parameter registeringBuiltIns: whether to register Formwork's own rows.
    public init(registeringBuiltIns: Bool = true) {
        if registeringBuiltIns { self = .builtIn }
    }

    private init(empty: Void) {}

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
    public mutating func register<R: BaseRow>(_ type: R.Type, as name: RowTypeName, fits: ModelFit = [],
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
    public mutating func register(_ family: some OptionRowMaker, as name: RowTypeName, fits: ModelFit = [],
                                  optionTypeSetting: String = "options") {
        add(RowTypeEntry(name: name, maker: .options(family), modelFit: fits, optionTypeSetting: optionTypeSetting),
            modelTypes: [])
    }

    /// The registry with one more row class: ``register(_:as:fits:defaultFor:)``
    /// on a copy, for building a registry in one expression.
    public func registering<R: BaseRow>(_ type: R.Type, as name: RowTypeName, fits: ModelFit = [],
                                        defaultFor modelTypes: [Any.Type] = []) -> RowTypeRegistry {
        var copy = self
        copy.register(type, as: name, fits: fits, defaultFor: modelTypes)
        return copy
    }

    private mutating func add(_ entry: RowTypeEntry, modelTypes: [ObjectIdentifier]) {
        version = Self.nextVersion()
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
        byName[name]
    }

    /// The entry of a row: the one registered for its class, or else the one for its
    /// kind and presentation (how rows of a generic family, and subclasses that add
    /// nothing of their own, are known). Nil for a row of an unregistered kind.
    ///
    /// - Complexity: O(1).
    public func entry(for row: BaseRow) -> RowTypeEntry? {
        guard let name = byClass[ObjectIdentifier(type(of: row))]
                ?? byLook[Look(kind: row.kind, presentation: row.presentation)] else { return nil }
        return byName[name]
    }

    /// The entry registered as the default row for a model property type.
    public func entry(forModelType type: Any.Type) -> RowTypeEntry? {
        byModelType[ObjectIdentifier(type)].flatMap { byName[$0] }
    }

    /// Every entry, in the order registered.
    public var entries: [RowTypeEntry] {
        order.compactMap { byName[$0] }
    }

    /// The names of the row types that read a schema setting, for messages.
    func names(reading setting: String) -> [RowTypeName] {
        entries.filter { $0.settingNames.contains(setting) }.map(\.name)
    }
}

extension BaseRow {
    /// The row's entry in its form's registry (``Form/rowTypes``), or in
    /// ``RowTypeRegistry/current`` for a row in no form: its registered name, kind
    /// and presentation. Front ends that draw custom row types by name look here.
    public var registeredType: RowTypeEntry? {
        (form?.rowTypes ?? RowTypeRegistry.current).entry(for: self)
    }
}
