import Foundation

/// Text without surrounding white space and line breaks. Text that starts and ends
/// with a visible ASCII character, as most typed values do, is returned as it is
/// without going through Foundation.
func trimmedWhitespace(_ text: String) -> String {
    let utf8 = text.utf8
    guard let first = utf8.first, let last = utf8.last else { return text }
    if first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F { return text }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
}
