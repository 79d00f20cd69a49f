import Foundation
import Formwork
import FormworkGalleryForms
import Testing
@testable import FormworkTerminal

/// A custom row of the gallery that no terminal presenter is registered for.
@Suite struct UnregisteredGalleryRowTests {
    @Test func aRowOfANewKindWithOptionsIsDrawnByWhatItOffers() {
        // The gallery's week-day picker: a kind no terminal presenter knows, a
        // segmented list of several choices.
        let form = Form()
        form +++ Section() <<< WeekdayPickerRow("days") { $0.title = "Days" }
        var screen = FormHarness(form, width: 80)
        #expect(screen.focusedLine?.contains("Monday Tuesday") == false)
        #expect(screen.focusedLine?.contains(" Monday   Tuesday ") == true)
        screen.press(.right)
        screen.press(.character(" "))
        screen.press(.right)
        screen.press(.character(" "))
        screen.press(.left)
        screen.press(.character(" "))
        let days = form.rowBy(tag: "days")?.baseValue as? Set<Weekday>
        #expect(days?.count == 1)
        #expect(days.map { $0.contains(Weekday.allCases[2]) } == true)
    }
}
