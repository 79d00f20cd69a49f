// The row's definition that copies share (placeholder, help, callbacks) and the events it tells observers of.
extension BaseRow {
    /// Shown in an empty field, or on a selector with nothing chosen.
    public var placeholder: String? {
        get { readSettings { $0.placeholder } ?? nil }
        set {
            guard newValue != placeholder else { return }
            changeDefinition { $0.changeRare { $0.placeholder = newValue } }
            notifyUpdated(.placeholder)
        }
    }

    /// A sentence that helps people fill the row in, shown with it.
    public var help: String? {
        get { readSettings { $0.help } ?? nil }
        set {
            guard newValue != help else { return }
            changeDefinition { $0.changeRare { $0.help = newValue } }
            notifyUpdated(.help)
        }
    }

    /// Observers of this row's events: the Eureka-style callbacks (`onChange`,
    /// `onCellSelection`, …) are observers like the form's, fed by the same events.
    var eventHandlers: [(FormEvent) -> Void] { (readSettings { $0.rare?.settings.callbacks?.value.eventHandlers } ?? nil) ?? [] }

    /// Whether the row has observers of its own, known without copying them out.
    var hasEventHandlers: Bool { readSettings { $0.hasEventHandlers } ?? false }

    /// Adds an observer of this row's events.
    func addEventHandler(_ handler: @escaping (FormEvent) -> Void) {
        changeDefinition { $0.changeCallbacks { $0.eventHandlers.append(handler) } }
    }

    /// Tells the form's observers and the row's own about an event of this row; a
    /// row outside a form tells only its own.
    func emit(_ event: @autoclosure () -> FormEvent) {
        if let form {
            form.emit(event(), about: self)
        } else if hasEventHandlers {
            let e = event()
            for handler in eventHandlers { handler(e) }
        }
    }

    /// Tells front ends that something other than the value changed.
    ///
    /// - Parameter what: what changed; `.settings` when not said.
    // Inlined: on a row being defined (every setting of a form built with the DSL)
    // it is two reads and no call.
    @inline(__always)
    public func notifyUpdated(_ what: RowUpdate = .settings) {
        // Nobody can hear a row outside a section without handlers of its own (a row
        // being defined): skip making the event.
        guard isInSection || hasEventHandlers else { return }
        emit(.rowUpdated(self, what))
    }
}
