/// The definition of a slider: its bounds and steps.
final class SliderRowDefinition: ValueRowDefinition<Float>, @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a row that
    // holds the only reference to it, so nothing writes one that forms share.
    var minimumValue: Float = 0
    var maximumValue: Float = 10
    var steps: UInt = 20

    required init() {
        super.init()
    }

    required init(copying other: RowDefinition) {
        if let other = other as? SliderRowDefinition {
            minimumValue = other.minimumValue
            maximumValue = other.maximumValue
            steps = other.steps
        }
        super.init(copying: other)
    }
}

/// The definition of a stepper: its bounds and step.
final class StepperRowDefinition: ValueRowDefinition<Double>, @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a row that
    // holds the only reference to it, so nothing writes one that forms share.
    var minimumValue: Double = 0
    var maximumValue: Double = 100
    var stepValue: Double = 1

    required init() {
        super.init()
    }

    required init(copying other: RowDefinition) {
        if let other = other as? StepperRowDefinition {
            minimumValue = other.minimumValue
            maximumValue = other.maximumValue
            stepValue = other.stepValue
        }
        super.init(copying: other)
    }
}
