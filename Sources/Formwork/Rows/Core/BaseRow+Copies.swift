// Copies of a row for the forms a template makes.
extension BaseRow {
    /// A new row of the same type with the same definition, in no section: how a
    /// ``FormTemplate`` makes each request's form without running the definition
    /// again.
    func makeCopy() -> BaseRow {
        type(of: self).init(copying: self)
    }

    /// Takes over what joining a form worked out for `other`, of which this row is a
    /// copy in a copy of its form.
    func takeRegistration(of other: BaseRow) {
        isTagRegistered = other.isTagRegistered
        isReadByConditions = other.isReadByConditions
        if let state = other.conditionState {
            hiddenDependencies = state.hiddenDependencies
            disabledDependencies = state.disabledDependencies
        }
        isHidden = other.isHidden
        isDisabled = other.isDisabled
    }
}
