import Formwork

/// Eureka's example app's float-label text row, ported by deleting its cell
/// (`FloatFieldRow<TextFloatLabelCell>` becomes `FieldRow<String>`): a text field
/// whose title sits in it as a placeholder and floats above what is typed. The
/// floating is the gallery's presenters', registered for the type.
package final class TextFloatLabelRow: FieldRow<String>, RowType {
    required package init(tag: String?) {
        super.init(tag: tag)
    }
}
