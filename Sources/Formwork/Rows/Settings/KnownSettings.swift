/// The declared settings of one row class with the values a new row of it has,
/// worked out once per class while a schema is read or written: a schema of a
/// thousand rows of a few types asks for them a thousand times.
struct KnownSettings {
    let declarations: [RowSettingDeclaration]
    /// Each declaration's value on a new row of the class, in order.
    let defaults: [JSONValue?]

    init(of rowClass: BaseRow.Type) {
        declarations = rowClass.settingDeclarations
        let fresh = rowClass.init(tag: nil)
        defaults = declarations.map { $0.read(fresh) }
    }

    /// The known settings of each row class met so far, for one schema read or
    /// written: a reference, so that the builders that pass it along share it.
    final class ByClass {
        private var known: [ObjectIdentifier: KnownSettings] = [:]

        func of(_ row: BaseRow) -> KnownSettings {
            let rowClass = type(of: row)
            if let found = known[ObjectIdentifier(rowClass)] { return found }
            let made = KnownSettings(of: rowClass)
            known[ObjectIdentifier(rowClass)] = made
            return made
        }
    }
}
