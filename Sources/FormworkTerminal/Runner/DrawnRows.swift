import Formwork

/// The lines of rows drawn in earlier frames, kept until the form reports a change.
///
/// Moving the focus through a long list changes two rows a frame; drawing every row in
/// view again on each key was most of a key's cost. Any event of an observed form but
/// a focus change forgets every row, since a change to one row (its value, a condition,
/// a callback run by it) may change how others are drawn. The row with focus is drawn
/// afresh on every frame (its presenter's state changes with every key), and forgotten
/// when it loses the focus.
final class DrawnRows {
    private var lines: [ObjectIdentifier: PlaceLines] = [:]
    private var observed: [(form: Form, token: FormObserverToken)] = []
    /// The width the kept lines were drawn at.
    private var width = 0

    deinit {
        for (form, token) in observed { form.removeObserver(token) }
    }

    /// Starts listening to `form`'s events, once per form.
    func observe(_ form: Form) {
        guard !observed.contains(where: { $0.form === form }) else { return }
        let token = form.addObserver { [weak self] event in
            guard let self else { return }
            if case .focusChanged = event { return }
            self.lines.removeAll(keepingCapacity: true)
        }
        observed.append((form, token))
    }

    /// The lines `row` drew last at `width`, if nothing changed since.
    func lines(of row: BaseRow, width: Int) -> PlaceLines? {
        if width != self.width {
            lines.removeAll(keepingCapacity: true)
            self.width = width
            return nil
        }
        return lines[ObjectIdentifier(row)]
    }

    func keep(_ place: PlaceLines, of row: BaseRow) {
        lines[ObjectIdentifier(row)] = place
    }

    func forget(_ row: BaseRow) {
        lines[ObjectIdentifier(row)] = nil
    }
}
