/// The one place a row's draft is cast to the class its row type makes.
///
/// A row's draft is always of that class: `makeDraft()` makes it, and a row
/// only ever takes the settings of a row of its own class. So the cast cannot
/// fail, and a checked one would only cost: in code generic over the value type
/// it looks the draft class's metadata up on every read.
@usableFromInline
enum DefinitionCast {
    @inlinable @inline(__always)
    static func cast<D: AnyObject>(_ object: AnyObject, to type: D.Type) -> D {
        // Checked in debug builds (where the tests run) by unsafeDowncast itself.
        unsafeDowncast(object, to: D.self)
    }
}
