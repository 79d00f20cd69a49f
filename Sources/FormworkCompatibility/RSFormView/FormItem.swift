import Foundation

/// Spacing RSFormView gives a text item. Formwork spaces sections by its theme, so
/// these are kept for code that sets them and change nothing drawn.
open class ConstraintsConfigurator {
    /// Space above a text item's label.
    public var headerLabelTopMargin: CGFloat = 30
    /// Space below a text item's label.
    public var headerLabelBottomMargin: CGFloat = 12.5

    /// RSFormView's margins: 30 above, 12.5 below.
    public init() {}
}

/// A line of an RSFormView form: its fields, drawn as rows by ``FormView``.
///
/// Use ``TextFieldCellItem`` (one field), ``TwoTextFieldCellItem`` (two side by
/// side) or ``TextCellItem`` (text, as a section header). A subclass of its own
/// (RSFormView's custom items) overrides ``FormItem/makeRow(for:)`` to draw its field with
/// another row, such as a stepper.
open class FormItem {
    /// The fields of the item, in order.
    public let formFields: [FormField]

    /// RSFormView's cell identifier, kept for code that reads or overrides it;
    /// ``FormItem/makeRow(for:)`` chooses how the item is drawn.
    open var cellIdentifier: String { "TextFieldCell" }

    /// The text of a text item (``TextCellItem``): its characters are its header.
    public var attributedText: NSAttributedString?

    /// The text of a text item by the name RSFormView's README gives it
    /// (`formItem.attributedString = attributedString`): the same property as
    /// ``attributedText``, which RSFormView's example app sets.
    public var attributedString: NSAttributedString? {
        get { attributedText }
        set { attributedText = newValue }
    }

    /// Spacing of a text item, see ``ConstraintsConfigurator``.
    public var contraintsConfigurator = ConstraintsConfigurator()

    /// An item of `fields`.
    public init(with fields: [FormField]) {
        formFields = fields
    }

    /// The row that draws `field`, or nil for the one its ``FieldType`` gives. A row
    /// returned here is tied to the field as the built-in ones are: its value is the
    /// field's, written as text.
    open func makeRow(for field: FormField) -> BaseRow? { nil }

    /// Whether the item's fields share a line.
    var fieldsShareLine: Bool { false }
}

/// Text on its own line: ``FormView`` starts a section with it as the header.
public final class TextCellItem: FormItem {
    override public var cellIdentifier: String { "FormTextCell" }

    /// An item with no text yet: set ``FormItem/attributedText``.
    public convenience init() {
        self.init(with: [])
    }
}

/// One field on its line.
public final class TextFieldCellItem: FormItem {
    override public var cellIdentifier: String { "TextFieldCell" }

    /// The item of `field`.
    public convenience init(with field: FormField) {
        self.init(with: [field])
    }
}

/// Two fields side by side: two half rows (`RowWidth.half`) that stack where
/// the window or terminal is narrow.
public final class TwoTextFieldCellItem: FormItem {
    override public var cellIdentifier: String { "TwoTextFieldsCell" }

    /// The item of two fields, `firstField` first.
    public convenience init(firstField: FormField, secondField: FormField) {
        self.init(with: [firstField, secondField])
    }

    override var fieldsShareLine: Bool { true }
}
