extension String {
    /// Whether the text equals `other`, as `==` decides, with a quick no for what
    /// lists of names and keys mostly hold: texts that differ at the end (`f0001`,
    /// `f0002`, `c3`, `c4`). Two texts whose last bytes are different ASCII
    /// characters are never equal, since no ASCII character combines with what comes
    /// before it; telling so compares no text (`==` on texts that differ does).
    @inline(__always)
    package func equalsQuickly(_ other: String) -> Bool {
        if let last = utf8.last, let otherLast = other.utf8.last, last != otherLast, last < 0x80, otherLast < 0x80 {
            return false
        }
        return self == other
    }
}
