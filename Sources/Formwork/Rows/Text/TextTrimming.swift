import Foundation

/// Text without surrounding white space and line breaks. Text that starts and ends
/// with a visible ASCII character, as most typed values do, is returned as it is
/// without going through Foundation.
func trimmedWhitespace(_ text: String) -> String {
    // The bytes in place where the string has them so (native strings do).
    let ends = text.utf8.withContiguousStorageIfAvailable { $0.isEmpty ? nil : ($0[0], $0[$0.count - 1]) }
        ?? text.utf8.first.map { ($0, text.utf8.last ?? $0) }
    guard let (first, last) = ends else { return text }
    if first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F { return text }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
}
