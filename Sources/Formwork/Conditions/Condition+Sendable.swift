// Unchecked for the reason `SharedClosure` gives: a closure condition
// (`.function`) is not `@Sendable`, as Eureka spells it, and a template's forms
// evaluate it on their own tasks; a condition in the condition language is a
// Sendable value.
extension Condition: @unchecked Sendable {}
