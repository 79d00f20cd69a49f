/// A value of a row's own type kept in its definition (the value a list check
/// stands for), held so that the definition can be `Sendable`.
///
/// Unchecked, for the reason ``SharedClosure`` gives: a row's value type need not be
/// `Sendable`, so that rows of any value type compile as Eureka's do. The forms of
/// a template only read such a value and copy it out, never change it in place.
struct SharedValue<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
