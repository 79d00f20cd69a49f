/// Which end of its range ``BaseRow/step(to:)`` moves a value to.
public enum StepBound: Sendable, Hashable {
    /// The row's smallest value.
    case minimum
    /// The row's largest value, or the last step before it.
    case maximum
}

/// Changing a number in steps, as a person does with a stepper's buttons or a
/// slider's keys: one operation every front end calls, for any row with a
/// ``BaseRow/valueStep``.
extension BaseRow {
    /// Whether a person changes the row in steps: it has a ``valueStep`` greater
    /// than zero.
    public var isSteppable: Bool {
        guard let step = valueStep else { return false }
        return step > 0 && step.isFinite
    }

    /// Moves the value `count` steps up (down when negative) from where it is, or
    /// from the minimum when the row is empty, held to the row's bounds and kept on
    /// its steps.
    ///
    /// The new value is taken as a person's input (``takeInput(_:)``): a row that is
    /// read-only, disabled or hidden refuses it, and what the row checks of typed
    /// numbers applies.
    ///
    /// - Returns: whether the value changed (not at a bound already, not refused).
    @discardableResult
    public func step(by count: Int) -> Bool {
        guard count != 0, isSteppable, let step = valueStep else { return false }
        let hints = inputHints
        let current = inputText.flatMap(Double.init)
        return takeStepped((current ?? hints.minimum ?? 0) + Double(count) * step, from: current, hints: hints)
    }

    /// Moves the value to the row's minimum or maximum, as ``step(by:)`` does.
    ///
    /// - Returns: whether the value changed; false when the row has no such bound.
    @discardableResult
    public func step(to bound: StepBound) -> Bool {
        guard isSteppable else { return false }
        let hints = inputHints
        guard let target = bound == .minimum ? hints.minimum : hints.maximum else { return false }
        return takeStepped(target, from: inputText.flatMap(Double.init), hints: hints)
    }

    private func takeStepped(_ wanted: Double, from current: Double?, hints: RowInputHints) -> Bool {
        let next = hints.heldToSteps(wanted)
        guard next != current else { return false }
        return takeInput(.text(NumberText.plain(next))).isAccepted
    }
}

extension RowInputHints {
    /// Where a step towards `wanted` lands: within the bounds, and on a step from
    /// the minimum when there are steps, as typed input must be (a value set off
    /// them in code comes back onto them, and a maximum off them is not passed).
    /// What ``BaseRow/step(by:)`` takes as input, and a stepper's or slider's
    /// `increment()` sets in code.
    func heldToSteps(_ wanted: Double) -> Double {
        var next = wanted
        if let minimum { next = Swift.max(minimum, next) }
        if let maximum { next = Swift.min(maximum, next) }
        if let step, step > 0, let minimum {
            next = minimum + ((next - minimum) / step).rounded() * step
            if let maximum, next > maximum { next -= step }
        }
        return next
    }
}
