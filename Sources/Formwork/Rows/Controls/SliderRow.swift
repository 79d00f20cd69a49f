/// A value on a scale from ``minimumValue`` to ``maximumValue`` in ``steps`` steps.
public final class SliderRow: Row<Float> {
    // Entry points repeated so the generic code under them runs specialized (see StringFieldRow).
    /// The rules' errors (see ``Row/ruleErrors()``).
    public override func ruleErrors() -> [ValidationError] { super.ruleErrors() }
    override func didJoinForm() { super.didJoinForm() }


    /// Always ``RowKind/slider``.
    public override var kind: RowKind { .slider }

    /// A slider's bounds and steps.
    struct Settings: RowKindSettings {
        var minimumValue: Float = 0
        var maximumValue: Float = 10
        var steps: UInt = 20
    }

    /// The smallest value.
    public var minimumValue: Float {
        get { kindSettings(Settings.self).minimumValue }
        set { changeKindSettings(Settings.self) { $0.minimumValue = newValue } }
    }
    /// The largest value.
    public var maximumValue: Float {
        get { kindSettings(Settings.self).maximumValue }
        set { changeKindSettings(Settings.self) { $0.maximumValue = newValue } }
    }
    /// How many steps the scale has; 0 for a continuous scale.
    public var steps: UInt {
        get { kindSettings(Settings.self).steps }
        set { changeKindSettings(Settings.self) { $0.steps = newValue } }
    }

    /// The bounds, and the step when the scale has steps.
    public override var inputHints: RowInputHints {
        let span = Double(maximumValue) - Double(minimumValue)
        return RowInputHints(minimum: Double(minimumValue), maximum: Double(maximumValue),
                             step: steps == 0 || span <= 0 ? nil : span / Double(steps))
    }

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }


    /// The scale's ends and steps, besides every row's settings.
    public override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + [
            .setting("min", \SliderRow.minimumValue, "The least value.", as: .number, example: -5, alwaysWritten: true),
            .setting("max", \SliderRow.maximumValue, "The greatest value.", as: .number, example: 50, alwaysWritten: true),
            .setting("steps", \SliderRow.steps, "How many steps the scale has between its ends (0 for none).",
                     as: .count, example: 5, alwaysWritten: true),
        ]
    }

    /// A least value that is not below the greatest.
    public override func settingProblems() -> [(setting: String, message: String)] {
        minimumValue < maximumValue ? [] : [("max", "must be greater than min")]
    }

    /// The distance between two steps (a hundredth of the scale when continuous).
    public var stepSize: Float {
        (maximumValue - minimumValue) / Float(steps == 0 ? 100 : steps)
    }

    /// ``stepSize``: a continuous scale moves a hundredth of its span at a time.
    public override var valueStep: Double? { Double(stepSize) }

    /// Moves one step up, stopping at the maximum (in code: ``BaseRow/step(by:)``
    /// moves it as a person does).
    public func increment() {
        value = Float(inputHints.heldToSteps(Double((value ?? minimumValue) + stepSize)))
    }

    /// Moves one step down, stopping at the minimum.
    public func decrement() {
        value = Float(inputHints.heldToSteps(Double((value ?? minimumValue) - stepSize)))
    }

    /// The value, without a trailing `.0` when whole, with the decimal separator of
    /// the form's locale.
    public override func displayString(for value: Float) -> String { localized(NumberText.plain(value), in: form) }

    /// The value as a number in code style (`2.5`); nil when empty.
    public override var inputText: String? { value.map(NumberText.plain) }

    /// A number from ``minimumValue`` to ``maximumValue`` on one of the ``steps``
    /// (any number in between when `steps` is 0); empty text or nothing sent empties
    /// the row.
    public override func applyInput(_ input: RowInput) -> RowInputResult {
        let step = steps == 0 ? nil : Double(stepSize)
        switch steppedInput(input, minimum: Double(minimumValue), maximum: Double(maximumValue), step: step, form: form) {
        case .success(let number):
            value = number.map { Float($0) }
            return .accepted(value)
        case .failure(let error):
            return rejectInput(error)
        }
    }

    /// An error when the value is not finite or lies outside
    /// ``minimumValue``…``maximumValue``.
    public override func inputErrors() -> [ValidationError] {
        guard let value else { return [] }
        guard value.isFinite, value >= minimumValue, value <= maximumValue else {
            return [ValidationError(.valueRange(NumberText.plain(minimumValue), NumberText.plain(maximumValue)), ruleID: "range")]
        }
        return []
    }
}

/// A number changed in fixed steps between a minimum and a maximum.
public final class StepperRow: Row<Double> {
    // Entry points repeated so the generic code under them runs specialized (see StringFieldRow).
    /// The rules' errors (see ``Row/ruleErrors()``).
    public override func ruleErrors() -> [ValidationError] { super.ruleErrors() }
    override func didJoinForm() { super.didJoinForm() }


    /// Always ``RowKind/stepper``.
    public override var kind: RowKind { .stepper }

    /// A stepper's bounds and step.
    struct Settings: RowKindSettings {
        var minimumValue: Double = 0
        var maximumValue: Double = 100
        var stepValue: Double = 1
    }

    /// The smallest value.
    public var minimumValue: Double {
        get { kindSettings(Settings.self).minimumValue }
        set { changeKindSettings(Settings.self) { $0.minimumValue = newValue } }
    }
    /// The largest value.
    public var maximumValue: Double {
        get { kindSettings(Settings.self).maximumValue }
        set { changeKindSettings(Settings.self) { $0.maximumValue = newValue } }
    }
    /// The amount one step adds or removes.
    public var stepValue: Double {
        get { kindSettings(Settings.self).stepValue }
        set { changeKindSettings(Settings.self) { $0.stepValue = newValue } }
    }

    /// The bounds and the step.
    public override var inputHints: RowInputHints {
        RowInputHints(minimum: minimumValue, maximum: maximumValue, step: stepValue)
    }

    /// ``stepValue``.
    public override var valueStep: Double? { stepValue }

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }


    /// The ends and the step, besides every row's settings.
    public override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + [
            .setting("min", \StepperRow.minimumValue, "The least value.", as: .number, example: -10, alwaysWritten: true),
            .setting("max", \StepperRow.maximumValue, "The greatest value.", as: .number, example: 250, alwaysWritten: true),
            .setting("step", \StepperRow.stepValue, "The amount one step adds or removes.", as: .number(above: 0), example: 5, alwaysWritten: true),
        ]
    }

    /// A least value that is not below the greatest.
    public override func settingProblems() -> [(setting: String, message: String)] {
        minimumValue < maximumValue ? [] : [("max", "must be greater than min")]
    }

    /// Adds one step, stopping at the last step (in code: ``BaseRow/step(by:)``
    /// moves it as a person does).
    public func increment() {
        value = inputHints.heldToSteps((value ?? minimumValue) + stepValue)
    }

    /// Removes one step, stopping at the minimum.
    public func decrement() {
        value = inputHints.heldToSteps((value ?? minimumValue) - stepValue)
    }

    /// The value, without a trailing `.0` when whole, with the decimal separator of
    /// the form's locale.
    public override func displayString(for value: Double) -> String { localized(NumberText.plain(value), in: form) }

    /// The value as a number in code style (`2.5`); nil when empty.
    public override var inputText: String? { value.map(NumberText.plain) }

    /// A number from ``minimumValue`` to ``maximumValue`` that is a whole number of
    /// ``stepValue`` steps from the minimum; empty text or nothing sent empties the row.
    public override func applyInput(_ input: RowInput) -> RowInputResult {
        switch steppedInput(input, minimum: minimumValue, maximum: maximumValue, step: stepValue, form: form) {
        case .success(let number):
            value = number
            return .accepted(number)
        case .failure(let error):
            return rejectInput(error)
        }
    }

    /// An error when the value is not finite or lies outside
    /// ``minimumValue``…``maximumValue``.
    public override func inputErrors() -> [ValidationError] {
        guard let value else { return [] }
        guard value.isFinite, value >= minimumValue, value <= maximumValue else {
            return [ValidationError(.valueRange(NumberText.plain(minimumValue), NumberText.plain(maximumValue)), ruleID: "range")]
        }
        return []
    }
}

/// Reads a slider's or stepper's input: a finite number in the bounds, on a step
/// from the minimum when there are steps, snapped exactly onto it; nil for nothing.
func steppedInput(_ input: RowInput, minimum: Double, maximum: Double, step: Double?,
                  form: Form?) -> Result<Double?, RowInputError> {
    let text: String?
    switch input.singleText() {
    case .failure(let error): return .failure(error)
    case .success(let t): text = t.map(trimmedWhitespace)
    }
    guard let text, !text.isEmpty else { return .success(nil) }
    var canonical = text
    if let separator = form?.decimalSeparator, separator != ".", !text.contains(".") {
        canonical = text.replacingOccurrences(of: separator, with: ".")
    }
    guard canonical.allSatisfy({ "0123456789.-+eE".contains($0) }), let number = Double(canonical), number.isFinite else {
        return .failure(RowInputError(.number))
    }
    guard number >= minimum, number <= maximum else {
        return .failure(RowInputError(.valueRange(NumberText.plain(minimum), NumberText.plain(maximum))))
    }
    guard let step, step > 0 else { return .success(number) }
    let steps = ((number - minimum) / step).rounded()
    let snapped = Swift.min(maximum, minimum + steps * step)
    // Off the grid by more than rounding error in the text: not a step.
    guard abs(snapped - number) <= Swift.max(1e-9, abs(step) * 1e-6) else {
        return .failure(RowInputError(.valueStep(NumberText.plain(step), NumberText.plain(minimum))))
    }
    return .success(snapped)
}

/// Number text written in code style (`12.5`) with the decimal separator of the
/// form's locale.
func localized(_ number: String, in form: Form?) -> String {
    guard let separator = form?.decimalSeparator, separator != "." else { return number }
    return number.replacingOccurrences(of: ".", with: separator)
}
