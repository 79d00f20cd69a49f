import Formwork

/// What a submit button asks the server to do besides taking the form's fields:
/// pages without scripts press buttons for everything a script would do in place.
///
/// A button sends its action as the value of the field ``fieldName``; the parts are
/// separated by spaces, which identifiers never hold.
public enum FormAction: Hashable, Sendable {
    /// Submit the form: validate, and on success hand its values over.
    case submit
    /// Redraw the form with its conditions applied, without validating.
    case update
    /// A button row was pressed (its identifier).
    case select(String)
    /// A stepper's + button (its identifier).
    case increment(String)
    /// A stepper's − button (its identifier).
    case decrement(String)
    /// A repeating group's item is deleted (the group's identifier and the item).
    case delete(String, Int)
    /// A repeating group's item moves up.
    case moveUp(String, Int)
    /// A repeating group's item moves down.
    case moveDown(String, Int)
    /// One of a row's actions (its identifier, and the action's position in the
    /// row's `rowActions`): Eureka's swipe actions, as buttons.
    case rowAction(String, Int)
    /// Check one row (its identifier) with every rule, including those only the
    /// server can run, without changing what the page shows: sent by the script
    /// when a field loses focus.
    case validate(String)

    /// The name of the field a button sends its action in.
    public static let fieldName = "fw-action"

    /// The action as a button's value.
    public var value: String {
        switch self {
        case .submit: "submit"
        case .update: "update"
        case .select(let id): "select " + id
        case .increment(let id): "increment " + id
        case .decrement(let id): "decrement " + id
        case .delete(let id, let item): "delete " + id + " " + String(item)
        case .moveUp(let id, let item): "up " + id + " " + String(item)
        case .moveDown(let id, let item): "down " + id + " " + String(item)
        case .validate(let id): "validate " + id
        case .rowAction(let id, let index): "act " + id + " " + String(index)
        }
    }

    /// The action a button's value names; nil for a value no button sends.
    public init?(value: String) {
        let parts = value.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        switch (parts.first ?? "", parts.count) {
        case ("submit", 1): self = .submit
        case ("update", 1): self = .update
        case ("select", 2): self = .select(parts[1])
        case ("increment", 2): self = .increment(parts[1])
        case ("decrement", 2): self = .decrement(parts[1])
        case ("validate", 2): self = .validate(parts[1])
        case ("act", 3):
            guard let index = Int(parts[2]), index >= 0, index < 1_000 else { return nil }
            self = .rowAction(parts[1], index)
        case ("delete", 3), ("up", 3), ("down", 3):
            guard let item = Int(parts[2]), item >= 0, item < 1_000_000 else { return nil }
            switch parts[0] {
            case "delete": self = .delete(parts[1], item)
            case "up": self = .moveUp(parts[1], item)
            default: self = .moveDown(parts[1], item)
            }
        default: return nil
        }
    }

    /// Carries the action out on `form`, as a person's action; a client cannot
    /// reach a hidden or disabled row, or go beyond what a group allows.
    ///
    /// - Returns: whether the form changed.
    @discardableResult
    public func perform(on form: Form) -> Bool {
        switch self {
        case .submit, .update, .validate:
            return false
        case .select(let id):
            guard let row = form.reachableRow(withIdentifier: id) else { return false }
            row.didSelect()
            return true
        case .increment(let id):
            return form.reachableRow(withIdentifier: id)?.step(by: 1) ?? false
        case .decrement(let id):
            return form.reachableRow(withIdentifier: id)?.step(by: -1) ?? false
        case .rowAction(let id, let index):
            // The row refuses an action it does not have, and any when disabled or hidden.
            return form.reachableRow(withIdentifier: id)?.performRowAction(at: index) ?? false
        case .delete(let id, let item):
            // The page offers the edits the group allows (`Section.itemEdits(at:)`),
            // and the group refuses any other a crafted post names.
            return Self.group(id, in: form)?.deleteItem(at: item) ?? false
        case .moveUp(let id, let item):
            return Self.group(id, in: form)?.moveItem(at: item, by: -1) ?? false
        case .moveDown(let id, let item):
            return Self.group(id, in: form)?.moveItem(at: item, by: 1) ?? false
        }
    }

    private static func group(_ id: String, in form: Form) -> Section? {
        form.allSections.first { $0.isRepeatingGroup && $0.identifier == id && !$0.isHidden }
    }
}
