import FormworkCompatibility
import Testing

/// Seed 000, "Customization": a check row whose change edits the controller's
/// navigation options, with `cellSetup` and `cellUpdate` whose bodies were all UIKit.
@Suite("Seed 000: Customization")
struct CustomizationCallbacksTests {
    /// Stands for the view controller of the README's example, which keeps the
    /// form's navigation options.
    final class Settings {
        var navigationOptions: RowNavigationOptions? = [.skipRowsThatCannotTakeFocus]
    }

    @Test func theCallbacksExample() {
        let settings = Settings()
        let form = Form()
        let row = CheckRow("set_disabled") { // initializer
                      $0.title = "Stop at disabled row"
                      $0.value = settings.navigationOptions?.contains(.stopAtDisabledRows)
                   }.onChange { [weak settings] row in
                      if row.value ?? false {
                          settings?.navigationOptions = settings?.navigationOptions?.union(.stopAtDisabledRows)
                      }
                      else{
                          settings?.navigationOptions = settings?.navigationOptions?.subtracting(.stopAtDisabledRows)
                      }
                   }.cellSetup { cell, row in
                   }.cellUpdate { cell, row in
                   }
        form +++ Section() <<< row
        #expect(row.value == false)
        row.didSelect()
        #expect(settings.navigationOptions == [.skipRowsThatCannotTakeFocus, .stopAtDisabledRows])
        // The callbacks are the row's: a front end drawing it gets a cell to apply.
        #expect(row.hasCell)
        #expect(row.cellForDrawing()?.isSelected == true)
        row.didSelect()
        #expect(settings.navigationOptions == [.skipRowsThatCannotTakeFocus])
    }
}
