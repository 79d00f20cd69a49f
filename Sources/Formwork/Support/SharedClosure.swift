/// A closure set in a form's definition (a callback, a provider), held so that a
/// frozen definition can be `Sendable`.
///
/// Unchecked, and the one place the definitions trust a closure: Eureka's callback
/// types are not `@Sendable`, and ported code sets closures that capture its own
/// state, which `@Sendable` would refuse. A ``FormTemplate``'s forms call the
/// closures of its definitions on their own tasks, so the template requires that
/// they reach rows only through what they are given and capture no mutable state
/// (its documentation says so); a form built directly calls them on its one task.
struct SharedClosure<Function>: @unchecked Sendable {
    let function: Function

    init(_ function: Function) { self.function = function }
}
