import Formwork

/// Eureka's `SelectorRow`, spelt with its cell (`SelectorRow<PushSelectorCell<T>>`,
/// Eureka 4 and later) or with its value and the view controller it presents
/// (`SelectorRow<T, SelectorViewController<T>>`, Eureka 2 and 3): Formwork's
/// `SelectorRow` class of that value. Each front end draws the list of options
/// itself, so the view controller names nothing here, and a custom presenter row
/// declared either way compiles unchanged:
///
/// ```swift
/// public final class CustomPushRow<T: Equatable>: SelectorRow<PushSelectorCell<T>, SelectorViewController<T>>, RowType {
///     public required init(tag: String?) {
///         super.init(tag: tag)
///     }
/// }
/// ```
///
/// With `FormworkCompatibility` imported, this name stands for Formwork's class,
/// which `SelectorRow<T>` still means.
public typealias SelectorRow<Cell: Equatable, each Controller> = Formwork.SelectorRow<Cell>

/// Eureka's view controller that lists a selector row's options. Each front end
/// draws the list from the row's `SelectorDescription` (the web's dialog,
/// the terminal's list), so this names the controller in a ported declaration and
/// nothing more.
@available(*, deprecated, message: "Eureka's view controller: each front end draws a selector row's options; write SelectorRow<T>")
public enum SelectorViewController<T> {}
