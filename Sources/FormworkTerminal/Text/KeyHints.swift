import Formwork

extension KeyboardWords {
    /// A line of hints from keys and what each does, in the catalogue's words:
    /// `Enter choose · Esc cancel`. A pair with an empty key is a hint of its own
    /// (`type to edit`).
    public func hints(_ pairs: (key: String, action: String)...) -> String {
        pairs.map { $0.key.isEmpty ? $0.action : $0.key + " " + $0.action }.joined(separator: " · ")
    }
}
