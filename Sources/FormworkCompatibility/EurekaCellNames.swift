import Foundation
import Formwork

// Eureka's rows are generic over their cell (`Row<DateCell>`, `SelectorRow<PushSelectorCell<T>>`),
// and its built-in cells are the library's, not the app's UIKit code, so ported code
// keeps lines that name them. A Formwork row names the value it holds instead: each
// built-in cell's name here means that value, so those lines compile unchanged
// (`Row<DateCell>` is `Row<Date>`) and each says, as a warning, what to write today.
// A cell of the app's own (`CustomCell`) is UIKit and goes with it; the row then
// names its value type in its place.

/// Eureka's text field cell: `String`.
@available(*, deprecated, renamed: "String", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias TextCell = String
/// Eureka's name field cell: `String`.
@available(*, deprecated, renamed: "String", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias NameCell = String
/// Eureka's email field cell: `String`.
@available(*, deprecated, renamed: "String", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias EmailCell = String
/// Eureka's password field cell: `String`.
@available(*, deprecated, renamed: "String", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias PasswordCell = String
/// Eureka's phone field cell: `String`.
@available(*, deprecated, renamed: "String", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias PhoneCell = String
/// Eureka's Twitter handle cell: `String`.
@available(*, deprecated, renamed: "String", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias TwitterCell = String
/// Eureka's account field cell: `String`.
@available(*, deprecated, renamed: "String", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias AccountCell = String
/// Eureka's postal code cell: `String`.
@available(*, deprecated, renamed: "String", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias ZipCodeCell = String
/// Eureka's text area cell: `String`.
@available(*, deprecated, renamed: "String", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias TextAreaCell = String
/// Eureka's integer field cell: `Int`.
@available(*, deprecated, renamed: "Int", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias IntCell = Int
/// Eureka's decimal field cell: `Double`.
@available(*, deprecated, renamed: "Double", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias DecimalCell = Double
/// Eureka's URL field cell: `URL`.
@available(*, deprecated, renamed: "URL", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias URLCell = URL
/// Eureka's label cell: `String`.
@available(*, deprecated, renamed: "String", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias LabelCell = String
/// Eureka's label cell of a value: the value.
@available(*, deprecated, message: "Eureka's cell: a Formwork row names the value it holds; write the value type")
public typealias LabelCellOf<T> = T
/// Eureka's button cell: `String`.
@available(*, deprecated, renamed: "String", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias ButtonCell = String
/// Eureka's button cell of a value: the value.
@available(*, deprecated, message: "Eureka's cell: a Formwork row names the value it holds; write the value type")
public typealias ButtonCellOf<T> = T
/// Eureka's check mark cell: `Bool`.
@available(*, deprecated, renamed: "Bool", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias CheckCell = Bool
/// Eureka's switch cell: `Bool`.
@available(*, deprecated, renamed: "Bool", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias SwitchCell = Bool
/// Eureka's date cell (of the date, time, date and time and countdown rows): `Date`.
@available(*, deprecated, renamed: "Date", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias DateCell = Date
/// Eureka's date picker cell: `Date`.
@available(*, deprecated, renamed: "Date", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias DatePickerCell = Date
/// Eureka's inline date cell: `Date`.
@available(*, deprecated, renamed: "Date", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias DateInlineCell = Date
/// Eureka's slider cell: `Float`.
@available(*, deprecated, renamed: "Float", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias SliderCell = Float
/// Eureka's stepper cell: `Double`.
@available(*, deprecated, renamed: "Double", message: "Eureka's cell: a Formwork row names the value it holds")
public typealias StepperCell = Double
/// Eureka's segmented control cell: the option type.
@available(*, deprecated, message: "Eureka's cell: a Formwork row names the value it holds; write the option type")
public typealias SegmentedCell<T> = T
/// Eureka's picker cell: the option type.
@available(*, deprecated, message: "Eureka's cell: a Formwork row names the value it holds; write the option type")
public typealias PickerCell<T> = T
/// Eureka's inline picker cell: the option type.
@available(*, deprecated, message: "Eureka's cell: a Formwork row names the value it holds; write the option type")
public typealias PickerInlineCell<T> = T
/// Eureka's picker-as-keyboard cell: the option type.
@available(*, deprecated, message: "Eureka's cell: a Formwork row names the value it holds; write the option type")
public typealias PickerInputCell<T> = T
/// Eureka's cell of a row that pushes its options (`PushRow`, `MultipleSelectorRow`
/// with a `Set`): the value type.
@available(*, deprecated, message: "Eureka's cell: a Formwork row names the value it holds; write the value type")
public typealias PushSelectorCell<T> = T
/// Eureka's cell of the alert and action sheet rows: the option type.
@available(*, deprecated, message: "Eureka's cell: a Formwork row names the value it holds; write the option type")
public typealias AlertSelectorCell<T> = T
/// Eureka's cell of a selectable section's check rows: the option type.
@available(*, deprecated, message: "Eureka's cell: a Formwork row names the value it holds; write the option type")
public typealias ListCheckCell<T> = T
/// Eureka's two-wheel picker cell: the pair, Formwork's `Tuple`.
@available(*, deprecated, message: "Eureka's cell: a Formwork row names the value it holds; write Tuple<A, B>")
public typealias DoublePickerCell<A: Equatable, B: Equatable> = Tuple<A, B>
/// Eureka's inline two-wheel picker cell: the pair, Formwork's `Tuple`.
@available(*, deprecated, message: "Eureka's cell: a Formwork row names the value it holds; write Tuple<A, B>")
public typealias DoublePickerInlineCell<A: Equatable, B: Equatable> = Tuple<A, B>
/// Eureka's three-wheel picker cell: the triple, Formwork's `Tuple3`.
@available(*, deprecated, message: "Eureka's cell: a Formwork row names the value it holds; write Tuple3<A, B, C>")
public typealias TriplePickerCell<A: Equatable, B: Equatable, C: Equatable> = Tuple3<A, B, C>
/// Eureka's inline three-wheel picker cell: the triple, Formwork's `Tuple3`.
@available(*, deprecated, message: "Eureka's cell: a Formwork row names the value it holds; write Tuple3<A, B, C>")
public typealias TriplePickerInlineCell<A: Equatable, B: Equatable, C: Equatable> = Tuple3<A, B, C>
