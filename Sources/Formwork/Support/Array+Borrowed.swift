extension Array where Element: AnyObject {
    /// Calls `body` with each element and its index, without retaining it.
    ///
    /// Safe because the array value this is called on holds every element for
    /// the whole call: an array read from a section is a copy of its list, so a
    /// `body` that changes the section (a callback that removes a row) changes
    /// the section's own list, never this one. Worth it on loops over every row
    /// of every request: measured with `formwork-bench serving`, a plain loop made
    /// the template path 2.86–2.91 times the hand-written loop, this one 2.71–2.74.
    @inline(__always)
    package func forEachBorrowed(_ body: (Int, Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: Unmanaged<Element>.self) { references in
                for index in references.indices {
                    try references[index]._withUnsafeGuaranteedRef { try body(index, $0) }
                }
            }
        }
    }
}
