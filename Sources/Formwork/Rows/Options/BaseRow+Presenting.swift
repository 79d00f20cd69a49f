// What a row presents to choose from (Eureka's `onPresent`), for front ends.
extension BaseRow {
    /// What the row shows when opened to choose (see ``SelectorDescription``), after
    /// its `onPresent` callbacks have seen it; nil for a row without options.
    ///
    /// Front ends call it when they draw or open the row's selector.
    public func selectorDescription() -> SelectorDescription? {
        guard !optionChoices.lists.isEmpty else { return nil }
        let description = SelectorDescription(row: self, title: (self as? any OptionListOwner)?.selectorTitle.map { form?.plainText($0) ?? $0 } ?? displayTitle)
        if let form, let handlers = readSettings({ $0.rare?.settings.callbacks?.value.presentHandlers }) ?? nil {
            for handler in handlers { handler(form, description) }
        }
        return description
    }

    /// Whether the row has `onPresent` callbacks: what it presents is then worked
    /// out row by row, rather than kept for its definition.
    public var hasPresentCallbacks: Bool { !((readSettings { $0.rare?.settings.callbacks?.value.presentHandlers.isEmpty } ?? nil) ?? true) }

    func addPresentHandler(_ handler: @escaping (Form, SelectorDescription) -> Void) {
        changeDefinition { $0.changeCallbacks { $0.presentHandlers.append(handler) } }
    }
}

extension BaseRowType {
    /// Calls `callback` with the row's form and what the row presents, before a
    /// front end shows it, to change it: its title, whether choosing closes it.
    /// Eureka's `onPresent { from, to in }`, where `from` was the form's view
    /// controller and is the form. Callbacks add up; returns the row for chaining.
    @discardableResult
    public func onPresent(_ callback: @escaping (Form, SelectorDescription) -> Void) -> Self {
        addPresentHandler(callback)
        return self
    }
}
