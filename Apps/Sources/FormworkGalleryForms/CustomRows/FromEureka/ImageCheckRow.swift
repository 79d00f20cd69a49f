import Formwork

/// Eureka's example app's image check row, ported by deleting its cell and its
/// images (`trueImage`, `falseImage`): a choice in a selectable section. The
/// gallery's presenters draw the images' place as marks of their own. Its
/// `selectableValue` is a `@RowSetting`, what a row served from a template marks its
/// settings with (Eureka code writes a plain `var`).
package final class ImageCheckRow<T: Equatable>: Row<T>, SelectableRowType, RowType {
    @RowSetting package var selectableValue: T?

    required package init(tag: String?) {
        super.init(tag: tag)
        displayValueFor = nil
    }
}
