import FormworkCompatibility
import Testing

/// Seed 000, "Customization": a check row whose change edits the controller's
/// navigation options, with `cellSetup` and `cellUpdate` whose bodies were all UIKit.
/// The controller is a class that keeps the options, as `FormViewController` did;
/// the options keep Eureka's names (deprecated, each naming today's); Swift 2's
/// `subtract` is today's `subtracting`, a language change.
@Suite("Seed 000: Customization")
struct CustomizationCallbacksTests {
    @Test func theCallbacksExample() throws { try run(NavigationOptionsController.self) }
}

/// Stands for the README's view controller, which keeps the form's navigation options.
final class NavigationOptionsController: OlderNamesExample {
    var navigationOptions: RowNavigationOptions? = [.skipRowsThatCannotTakeFocus]

    @available(*, deprecated, message: "Eureka's names, on purpose")
    func makeRow() -> CheckRow {
        let row  = CheckRow("set_disabled") { // initializer
                      $0.title = "Stop at disabled row"
                      $0.value = self.navigationOptions?.contains(.StopDisabledRow)
                   }.onChange { [weak self] row in
                      if row.value ?? false {
                          self?.navigationOptions = self?.navigationOptions?.union(.StopDisabledRow)
                      }
                      else{
                          self?.navigationOptions = self?.navigationOptions?.subtracting(.StopDisabledRow)
                      }
                   }.cellSetup { cell, row in
                   }.cellUpdate { cell, row in
                   }
        return row
    }

    @available(*, deprecated, message: "Eureka's names, on purpose")
    static func run() throws {
        let controller = NavigationOptionsController()
        let form = Form()
        let row = controller.makeRow()
        form +++ Section() <<< row
        #expect(row.value == false)
        row.didSelect()
        #expect(controller.navigationOptions == [.skipRowsThatCannotTakeFocus, .stopAtDisabledRows])
        // The callbacks are the row's: a front end drawing it gets a cell to apply.
        #expect(row.hasCell)
        #expect(row.cellForDrawing()?.isSelected == true)
        row.didSelect()
        #expect(controller.navigationOptions == [.skipRowsThatCannotTakeFocus])
        // Eureka's names are today's options; .Enabled adds nothing, moving between rows being always on.
        #expect(RowNavigationOptions.Enabled.union(.StopDisabledRow) == [.stopAtDisabledRows])
        #expect(RowNavigationOptions.SkipCanNotBecomeFirstResponderRow == .skipRowsThatCannotTakeFocus)
        // The options steer moving between rows.
        let more = Form()
        let first = TextRow("a"), disabled = TextRow("b") { $0.disabled = true }, last = TextRow("c")
        more +++ Section() <<< first <<< disabled <<< last
        #expect(more.nextRow(for: first, options: controller.navigationOptions ?? []) === last)
        #expect(more.nextRow(for: first, options: RowNavigationOptions.Enabled.union(.StopDisabledRow)) == nil)
    }
}
