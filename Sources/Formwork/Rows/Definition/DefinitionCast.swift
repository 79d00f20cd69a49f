/// The one place a row's definition is cast to the class its row type makes.
///
/// A row's definition is always of that class: `makeDefinition()` makes it,
/// `copy()` keeps its class, and a row only ever takes the definition of a row of
/// its own class. So the cast cannot fail, and a checked one would only cost:
/// in code generic over the value type it looks the definition class's metadata
/// up on every read.
@usableFromInline
enum DefinitionCast {
    @inlinable @inline(__always)
    static func cast<D: RowDefinition>(_ definition: RowDefinition, to type: D.Type) -> D {
        // Checked in debug builds (where the tests run) by unsafeDowncast itself.
        unsafeDowncast(definition, to: D.self)
    }
}
