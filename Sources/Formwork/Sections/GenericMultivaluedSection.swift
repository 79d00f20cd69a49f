/// A repeating group whose add button is a row of the type you choose: Eureka's
/// `GenericMultivaluedSection<AddButtonType>`. ``MultivaluedSection`` is the one
/// whose add button is a ``ButtonRow``.
///
/// ```swift
/// form +++ GenericMultivaluedSection<LabelRow>(multivaluedOptions: [.Insert, .Delete],
///                                              header: "Tags") {
///     $0.addButtonProvider = { _ in LabelRow { $0.title = "New tag" } }
///     $0.multivaluedRowToInsertAt = { _ in TextRow { $0.placeholder = "Tag" } }
/// }
/// ```
///
/// Whatever its type, front ends draw the add button as a button, and selecting it
/// inserts a row (``BaseRow/didSelect()``).
open class GenericMultivaluedSection<AddButtonType: BaseRow>: MultivaluedSection {
    /// An empty group, with an add button of its type.
    public required init() {
        super.init(multivaluedOptions: [.insert, .delete]) { group in
            group.addButtonProvider = { _ in AddButtonType(tag: nil) }
        }
    }

    /// A group whose add button is made by `addButtonProvider` (a row of
    /// `AddButtonType` with no title, showing the form's word for "Add", unless
    /// `initializer` sets one).
    public override init(multivaluedOptions: MultivaluedOptions = [.insert, .delete], header: String? = nil,
                         footer: String? = nil, _ initializer: (MultivaluedSection) -> Void = { _ in }) {
        super.init(multivaluedOptions: multivaluedOptions, header: header, footer: footer) { group in
            group.addButtonProvider = { _ in AddButtonType(tag: nil) }
            initializer(group)
        }
    }
}
