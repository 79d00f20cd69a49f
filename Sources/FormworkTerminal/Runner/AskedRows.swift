import Formwork

/// Which rows a terminal form asks, when it asks only some (``TerminalForm/asksRow``):
/// those the filter chooses, and any found in error, which stay asked once they
/// were, so that a row fixed is not taken out from under the person fixing it.
final class AskedRows {
    private let filter: (BaseRow) -> Bool
    private var inError: Set<ObjectIdentifier> = []

    init(_ filter: @escaping (BaseRow) -> Bool) {
        self.filter = filter
    }

    /// Whether `row` is asked: chosen by the filter, or in error now or since asking began.
    func asks(_ row: BaseRow) -> Bool {
        let id = ObjectIdentifier(row)
        if inError.contains(id) { return true }
        if !row.validationErrors.isEmpty {
            inError.insert(id)
            return true
        }
        return filter(row)
    }
}
