extension BaseRow {
    /// Whether the row's answer is kept out of drafts (``Draft``) and saved answers:
    /// a national insurance number, a card number. A secret (``isSecret``) always is.
    public var isSensitive: Bool {
        get { readSettings { $0.isSensitive } ?? false }
        set {
            guard newValue != isSensitive else { return }
            changeDefinition { $0.changeRare { $0.isSensitive = newValue } }
        }
    }

    /// Whether the answer may be written into a draft: neither a secret nor sensitive.
    var mayBeKeptInDrafts: Bool { !isSecret && !isSensitive }
}
