import Foundation
import Formwork

/// Rows of custom kinds, one for each thing a row can hold: what every front end
/// draws them as when it has no presenter for their kind.
enum OddKindRows {
    final class OddText: Row<String>, RowType { override var kind: RowKind { "odd-text" } }
    final class OddNumber: Row<Int>, RowType { override var kind: RowKind { "odd-number" } }
    final class OddDecimal: Row<Double>, RowType { override var kind: RowKind { "odd-decimal" } }
    final class OddBool: Row<Bool>, RowType { override var kind: RowKind { "odd-bool" } }
    final class OddDate: Row<Date>, RowType { override var kind: RowKind { "odd-date" } }
    final class OddFile: Row<UploadedFile>, RowType { override var kind: RowKind { "odd-file" } }
    final class OddNothing: Row<String>, RowType {
        override var kind: RowKind { "odd-nothing" }
        override var valueClass: RowValueClass { .none }
        override var isReadOnly: Bool { true }
    }
    final class OddChoice: OptionsRow<String>, RowType { override var kind: RowKind { "odd-choice" } }
    final class OddChoices: MultipleSelectorRowBase, RowType { override var kind: RowKind { "odd-choices" } }

    /// Each custom row, with the built-in kind it must be drawn as.
    static func all() -> [(row: BaseRow, drawnAs: RowKind)] {
        [
            (OddText(tag: "t"), .text), (OddNumber(tag: "n"), .integer), (OddDecimal(tag: "d"), .decimal),
            (OddBool(tag: "b"), .check), (OddDate(tag: "day"), .date), (OddFile(tag: "f"), .file),
            (OddNothing(tag: "x"), .label), (OddChoice("c") { $0.options = ["a", "b"] }, .options),
            (OddChoices("cs") { $0.options = ["a", "b"] }, .multipleOptions),
        ]
    }
}

/// A several-choices row to subclass in a test (the built-in one is final).
class MultipleSelectorRowBase: Row<Set<String>> {
    private var choices: [String] = []
    var options: [String] {
        get { choices }
        set { choices = newValue }
    }
    override var optionLists: [RowOptionList] {
        [RowOptionList(options: choices.map { RowOption(key: $0, title: $0, isSelected: false) }, allowsMultipleSelection: true)]
    }
}
