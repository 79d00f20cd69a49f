/// A value kept in a row's definition that Swift cannot check is `Sendable`: one of
/// the row's own type (the value a list check stands for), or a formatter set in
/// code (a date row's `dateFormatter`). Held so that the definition can be.
///
/// Unchecked, for the reason ``SharedClosure`` gives: a row's value type need not be
/// `Sendable`, so that rows of any value type compile as Eureka's do, and
/// Foundation's formatters are classes Eureka code sets as they are. The forms of a
/// template only read such a value (a formatter only formats and parses), and copy
/// it out, never change it in place.
struct SharedValue<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
