/// A setting of a custom row type, kept in the row's ``RowDefinition``: shared by
/// every form a ``FormTemplate`` makes, and copied on write like the built-in
/// settings.
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
@propertyWrapper
public struct RowSetting<Value> {
    /// The value until one is set.
    private let initialValue: Value

    /// A setting that starts as `wrappedValue`.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
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
            if let set = row.definitionStorage?.customSettings[wrappedKeyPath], let value = set as? Value { return value }
            return row[keyPath: storageKeyPath].initialValue
        }
        set {
            row.changeDefinition { $0.customSettings[wrappedKeyPath] = newValue }
            row.notifyUpdated(.settings)
        }
    }
}
