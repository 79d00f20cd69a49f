import Formwork

extension BaseRow {
    /// The row's answer as one line of text, as a summary or a plain question shows
    /// it: the titles of its chosen options, or its value as people read it; a
    /// password's never shows.
    var answerText: String? {
        if isSecret { return displayText }
        if kind == .listCheck { return baseValue == nil ? nil : "✓" }
        let chosen = optionLists.flatMap { $0.options.filter(\.isSelected).map(\.title) }
        if !chosen.isEmpty { return chosen.joined(separator: ", ") }
        let text = displayText ?? inputText
        return text?.split(separator: "\n").joined(separator: " ⏎ ")
    }
}
