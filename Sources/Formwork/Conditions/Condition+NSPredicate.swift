import Foundation

extension Condition {
    /// `NSPredicate` is not evaluated on Linux: swift-corelibs-foundation does not
    /// implement `NSPredicate(format:)`, and calling it stops the program, so a
    /// condition of one does not compile. Set the condition to its format string
    /// instead: Formwork's condition language reads the same `$tag` expressions.
    ///
    /// ```swift
    /// $0.hidden = "$newsletter == false"   // Eureka: .predicate(NSPredicate(format: "$newsletter == false"))
    /// ```
    @available(*, unavailable, message: "Foundation on Linux does not implement NSPredicate(format:); set the condition to its format string: $0.hidden = \"$tag == false\"")
    public static func predicate(_ predicate: NSPredicate) -> Condition {
        fatalError("unavailable")
    }
}
