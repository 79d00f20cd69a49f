import Foundation

/// The form whose fields a ``FormField`` reads while that form's checks run.
///
/// A form a `FormTemplate` makes shares its rows' checks with every other form
/// of the template, and so their view model's fields: while a check of one form
/// runs, ``FormField/value`` reads that form's row, so that a custom evaluator
/// reading `fields()` sees the person's own entries. Checks run on one thread,
/// start to end, so the form is kept per thread.
enum FieldReading {
    private static let key = "FormworkCompatibility.FieldReading.form"

    /// The form being checked on this thread, if any.
    static var form: Form? {
        Thread.current.threadDictionary[key] as? Form
    }

    /// Runs `body` with `form` as the form being checked on this thread.
    static func reading<Result>(_ form: Form?, _ body: () -> Result) -> Result {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[key]
        dictionary[key] = form
        defer { dictionary[key] = previous }
        return body()
    }
}
