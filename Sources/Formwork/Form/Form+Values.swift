import Foundation

extension Form {
    /// The values of tagged rows, and of tagged multivalued and selectable sections
    /// (an array of their rows' values, or the selection).
    ///
    /// Hidden rows keep their values but are left out unless `includeHidden`; a
    /// row in a hidden section counts as hidden. Empty rows appear with a nil value.
    ///
    /// - Complexity: O(*n*) in the number of rows.
    public func values(includeHidden: Bool = false) -> [String: Any?] {
        var result: [String: Any?] = [:]
        for section in sectionStorage where includeHidden || !section.isHidden {
            if let tag = section.tag, let value = section.sectionValue(includeHidden: includeHidden) {
                result.updateValue(value, forKey: tag)
            }
            for row in section.rowStorage where includeHidden || !row.isHidden {
                if let tag = row.tag { result.updateValue(row.baseValue, forKey: tag) }
            }
        }
        return result
    }

    /// Sets values by tag, converting where nothing is lost (`"3"` for an `IntRow`);
    /// nil or `NSNull` empties a row. Unknown tags are ignored. A tagged multivalued
    /// section takes an array and gets one row per element; a selectable section
    /// takes the value to select.
    ///
    /// This is the programmer's tool: it sets any row, disabled, hidden or read-only
    /// ones included, and counts as a change in code. What clients send goes through
    /// ``BaseRow/takeInput(_:)`` (or ``takeInput(_:)``), which never changes those rows.
    ///
    /// - Returns: each value that did not fit, with why, in tag order. A rejected
    ///   value leaves its row (or group) exactly as it was.
    ///
    /// - Complexity: O(*m*) in the number of values, plus the conditions that read them.
    @discardableResult
    public func setValues(_ values: [String: Any?]) -> [RejectedValue] {
        var rejected: [RejectedValue] = []
        for (tag, value) in values {
            switch element(forTag: tag) {
            case .row(let row)?:
                if !row.setBaseValue(value) {
                    rejected.append(RejectedValue(tag: tag, reason: "\(describeValue(value)) does not fit a row of \(row.valueTypeName) values"))
                }
            case .section(let section)?:
                if !section.setSectionValue(value) {
                    rejected.append(RejectedValue(tag: tag, reason: "\(describeValue(value)) does not fit \(section)"))
                }
            case nil:
                continue
            }
        }
        return rejected.sorted { $0.tag < $1.tag }
    }
}

/// A value ``Form/setValues(_:)`` could not set, and why.
public struct RejectedValue: Sendable, Hashable, CustomStringConvertible {
    /// The tag the value was for.
    public let tag: String
    /// Why it did not fit, for the programmer.
    public let reason: String

    public var description: String { "\(tag): \(reason)" }
}

/// A value as a programmer would recognise it in a message, shortened when long.
func describeValue(_ value: Any?) -> String {
    guard let value = unwrapOptional(value) else { return "nil" }
    var text = value is String ? "\"\(value)\"" : String(describing: value)
    if text.count > 60 { text = String(text.prefix(57)) + "…" }
    return "\(text) (\(type(of: value)))"
}
