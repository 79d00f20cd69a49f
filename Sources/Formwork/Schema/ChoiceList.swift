extension Array where Element == String {
    /// The names as a message lists choices: `a`, `a or b`, `a, b or c`.
    var joinedAsChoices: String { joinedInProse(with: "or") }

    /// The names as prose lists them: `a`, `a and b`, `a, b and c`.
    var joinedAsList: String { joinedInProse(with: "and") }

    private func joinedInProse(with conjunction: String) -> String {
        guard let last, count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
