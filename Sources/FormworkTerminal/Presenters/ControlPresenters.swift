import Formwork

/// A check or a switch: Space toggles it.
struct TogglePresenter: TerminalRowPresenter {
    let isSwitch: Bool

    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        let on = row.inputText == "true"
        let palette = context.palette
        if isSwitch {
            let words = row.messages.keyboard
            return TerminalRowDrawing(value: on
                ? StyledLine([Span(words.on + " ", style: palette.accent), Span(trusted: "━●", style: palette.accent)])
                : StyledLine([Span(words.off + " ", style: palette.secondary), Span(trusted: "○━", style: palette.secondary)]))
        }
        return TerminalRowDrawing(value: on ? StyledLine([Span(trusted: "[✓]", style: palette.accent)]) : StyledLine([Span(trusted: "[ ]")]))
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse {
        guard case .key(let press) = event, press.modifiers.isEmpty else { return .ignored }
        switch press.key {
        case .character(" "), .character("x"):
            row.toggle()
            return .handled
        case .left, .character("n"):
            row.setOn(false)
            return .handled
        case .right, .character("y"):
            row.setOn(true)
            return .handled
        case .enter: return .moveOn
        default: return .ignored
        }
    }

    func hints(for row: BaseRow, state: TerminalRowState) -> String {
        let words = row.messages.keyboard
        return words.hints((words.spaceKey, words.toggle))
    }
}

/// A slider or a stepper: ←/→ and −/+ step the number within its bounds; PgUp/PgDn
/// take ten steps, Home/End go to the bounds.
struct NumberStepPresenter: TerminalRowPresenter {
    let isSlider: Bool

    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        let palette = context.palette
        let hints = row.inputHints
        let text = row.displayText ?? row.inputText ?? ""
        if isSlider, let low = hints.minimum, let high = hints.maximum, high > low {
            // A value outside the bounds (set in code, or from a schema) draws at the
            // nearer end.
            let value = min(high, max(low, Double(row.inputText ?? "").flatMap { $0.isNaN ? nil : $0 } ?? low))
            let bar = max(5, min(20, context.valueWidth - CellWidth.of(text) - 2))
            let fraction = (value - low) / (high - low)
            let knob = fraction.isFinite ? Int((fraction * Double(bar - 1)).rounded()) : 0
            let left = String(repeating: "━", count: max(0, knob))
            let right = String(repeating: "─", count: max(0, bar - 1 - knob))
            return TerminalRowDrawing(value: StyledLine([
                Span(trusted: left, style: palette.accent), Span(trusted: "●", style: palette.accent),
                Span(trusted: right, style: palette.secondary), Span(trusted: " "), Span(text),
            ]))
        }
        let focus = context.isFocused ? palette.accent : palette.secondary
        return TerminalRowDrawing(value: StyledLine([Span(trusted: "− ", style: focus), Span(text), Span(trusted: " +", style: focus)]))
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse {
        guard case .key(let press) = event, press.modifiers.isSubset(of: .shift) else { return .ignored }
        // The core steps the value (`BaseRow.step(by:)`), as the web's buttons do.
        switch press.key {
        case .left, .character("-"), .character("−"): row.step(by: -1)
        case .right, .character("+"), .character("="): row.step(by: 1)
        case .pageDown: row.step(by: -10)
        case .pageUp: row.step(by: 10)
        case .home:
            guard row.inputHints.minimum != nil else { return .ignored }
            row.step(to: .minimum)
        case .end:
            guard row.inputHints.maximum != nil else { return .ignored }
            row.step(to: .maximum)
        case .enter: return .moveOn
        default: return .ignored
        }
        return .handled
    }

    func hints(for row: BaseRow, state: TerminalRowState) -> String {
        let words = row.messages.keyboard
        return words.hints(("←→ " + words.or + " −+", words.change))
    }
}

/// Read-only text.
struct LabelPresenter: TerminalRowPresenter {
    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        TerminalRowDrawing(value: StyledLine(row.displayText ?? row.inputText ?? ""))
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse { .ignored }
}

/// A button: Enter or Space presses it, and the form is submitted.
struct ButtonPresenter: TerminalRowPresenter {
    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        TerminalRowDrawing(value: StyledLine(row.displayText ?? "", style: context.palette.secondary))
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse {
        guard event.isPress else { return .ignored }
        row.didSelect()
        return .submit
    }

    func hints(for row: BaseRow, state: TerminalRowState) -> String {
        let words = row.messages.keyboard
        return words.hints((words.enterKey, words.press))
    }
}

/// One choice of a selectable section: Space or Enter chooses it, as the section's
/// selection type says.
struct ListCheckPresenter: TerminalRowPresenter {
    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        let chosen = row.baseValue != nil
        return TerminalRowDrawing(value: chosen ? StyledLine([Span(trusted: "✓", style: context.palette.accent)]) : StyledLine())
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse {
        guard event.isPress else { return .ignored }
        row.didSelect()
        return .handled
    }

    func hints(for row: BaseRow, state: TerminalRowState) -> String {
        let words = row.messages.keyboard
        return words.hints((words.spaceKey, words.choose))
    }
}

/// A row that opens a form of its own: Enter opens it, Esc comes back.
struct SubformPresenter: TerminalRowPresenter {
    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        var value = StyledLine(row.displayText ?? "")
        value.spans.append(Span(trusted: " ›", style: context.palette.secondary))
        return TerminalRowDrawing(value: value)
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse {
        guard case .key(let press) = event, press.modifiers.isEmpty,
              press.key == .enter || press.key == .right else { return .ignored }
        return row.nestedForm == nil ? .ignored : .openNestedForm
    }

    func hints(for row: BaseRow, state: TerminalRowState) -> String {
        let words = row.messages.keyboard
        return words.hints((words.enterKey, words.open))
    }
}
