import Foundation
import FormworkCompatibility
import Testing

// Fixtures shared by several examples of Eureka's older README (seed 000); the
// emoji, `Emoji` and `Company` serve the same examples in Eureka's current docs
// (seed 002) too.

/// One of the README's examples written with Eureka's older names. The older names
/// are deprecated, each naming today's spelling, so an example is a deprecated
/// `run()` reached through this protocol: the test that runs it names nothing
/// deprecated (Swift Testing takes no deprecated test, and a deprecated name warns
/// wherever else it is written).
protocol OlderNamesExample {
    static func run() throws
}

func run<Example: OlderNamesExample>(_: Example.Type) throws {
    try Example.run()
}

// The README's example values (its source names them with emoji).
let 💁 = "💁", 🍐 = "🍐", 👦 = "👦", 🐗 = "🐗", 🐼 = "🐼", 🐻 = "🐻"
typealias Emoji = String

/// The company of the FAQ's `setValues` example, shown by its name.
struct Company: Equatable, CustomStringConvertible {
    let name: String
    var description: String { name }
}

/// The image-check row of Eureka's example project, ported as its README's
/// "custom rows" section says: the cell class goes with UIKit, and the row keeps
/// its value and the value it stands for.
final class ImageCheckRow<T: Equatable>: Row<T>, SelectableRowType, RowType {
    var selectableValue: T?

    required init(tag: String?) {
        super.init(tag: tag)
    }
}
