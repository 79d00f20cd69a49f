import Foundation

extension Condition {
    /// A closure re-evaluated when any of `tags` changes: Eureka's older spelling
    /// of `.function`, whose closure was handed an optional form.
    ///
    /// The closure is only called with the row's form, so `form` is never nil here.
    @available(*, deprecated, message: "Eureka's older spelling; write .function(tags) { form in … }, whose form is not optional")
    public static func Function(_ tags: [String], _ closure: @escaping (Form?) -> Bool) -> Condition {
        .function(tags) { form in closure(form) }
    }

    /// A condition in the condition language: Eureka's older spelling of `.predicate`.
    @available(*, deprecated, message: "Eureka's older spelling; set the condition to its format string: $0.hidden = \"$tag == false\"")
    public static func Predicate(_ predicate: FormPredicate) -> Condition {
        .predicate(predicate)
    }

    /// `NSPredicate` is not evaluated on Linux: swift-corelibs-foundation does not
    /// implement `NSPredicate(format:)`, and calling it stops the program. Write the
    /// format as a string: Formwork's condition language reads the same `$tag`
    /// expressions, and more.
    @available(*, unavailable, message: "Foundation on Linux does not implement NSPredicate(format:); set the condition to its format string: $0.hidden = \"$tag == false\"")
    public static func Predicate(_ predicate: NSPredicate) -> Condition {
        fatalError("unavailable")
    }
}
