/// A day of the week, in ISO 8601 order (the week starts on Monday).
///
/// Its raw value is the key a page sends back for it and how a stored
/// submission writes it.
package enum Weekday: String, CaseIterable, Sendable, Hashable {
    case mon, tue, wed, thu, fri, sat, sun

    /// The day's name, as a control's label says it.
    package var name: String {
        switch self {
        case .mon: "Monday"
        case .tue: "Tuesday"
        case .wed: "Wednesday"
        case .thu: "Thursday"
        case .fri: "Friday"
        case .sat: "Saturday"
        case .sun: "Sunday"
        }
    }
}
