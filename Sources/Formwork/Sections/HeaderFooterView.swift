/// A section header or footer of a title only, as Eureka writes one:
/// `section.header = HeaderFooterView(title: "Header title \(variable)")`.
///
/// Formwork's headers and footers are text (``Section/header``,
/// ``Section/footer``), which every front end draws, so this gives the title
/// itself. A header drawn by a view of its own (`HeaderFooterView<MyView>(.class)`)
/// is UIKit's and goes with it when a form is ported.
public func HeaderFooterView(title: String) -> String {
    title
}
