import Foundation
import Formwork
import Testing
@testable import FormworkTerminal

/// Plain mode asking every row: offers per list, a section's own rules, kept values
/// checked, and rounds that cannot read anything ending instead of looping.
@Suite struct PlainEveryRowTests {
    private func cityForm(_ value: Tuple<String, String>?) -> (Form, DoublePickerRow<String, String>) {
        let row = DoublePickerRow<String, String>("city") {
            $0.title = "City"
            $0.firstOptions = { ["France", "Japan"] }
            $0.secondOptions = { $0 == "France" ? ["Paris", "Lyon"] : ["Tokyo", "Osaka"] }
            $0.value = value
        }
        return (Form() +++ Section() <<< row, row)
    }

    @Test func aCascadingPickerOffersEachListItsOwnChoice() {
        let (form, row) = cityForm(Tuple(a: "France", b: "Lyon"))
        let (outcome, transcript) = runPlain(form, answers: "\n\n", everyRow: true)
        guard case .success(.completed) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(transcript.contains("City (1 of 2) [a number, Enter keeps France, - clears]: "))
        #expect(transcript.contains("City (2 of 2) [a number, Enter keeps Lyon, - clears]: "))
        #expect(row.value == Tuple(a: "France", b: "Lyon"))
    }

    @Test func onceAnEarlierListChangesTheLaterOnesOfferNothing() {
        let (form, row) = cityForm(Tuple(a: "France", b: "Lyon"))
        let (outcome, transcript) = runPlain(form, answers: "2\n2\n", everyRow: true)
        guard case .success(.completed) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(transcript.contains("City (1 of 2) [a number, Enter keeps France, - clears]: 2\n"))
        // The second list is read again after the first changed: Japan's cities, and
        // no offer of a city the person never saw.
        #expect(transcript.contains("  2) Osaka"))
        #expect(transcript.contains("City (2 of 2) [a number]: 2\n"))
        #expect(row.value == Tuple(a: "Japan", b: "Osaka"))
    }

    private func toppings(disabledChosen: Bool = false) -> Form {
        let form = Form()
        form +++ SelectableSection<ListCheckRow<String>>("Toppings", selectionType: .multipleSelection) { section in
            for (name, chosen) in [("Ham", true), ("Olives", !disabledChosen), ("Basil", false), ("Egg", disabledChosen)] {
                section <<< ListCheckRow<String>(name) {
                    $0.title = name
                    $0.selectableValue = name
                    $0.value = chosen ? name : nil
                    if disabledChosen && name == "Egg" { $0.disabled = true }
                }
            }
        }
        return form
    }

    private func chosen(_ form: Form) -> [String] {
        form.allSections[0].optionLists.first?.options.filter(\.isSelected).map(\.title) ?? []
    }

    @Test func aMultipleSelectionSectionTakesTheNewChoicesWhole() {
        let form = toppings()
        let (_, transcript) = runPlain(form, answers: "3, 1\n", everyRow: true)
        #expect(transcript.contains("Toppings [numbers separated by commas, Enter keeps Ham, Olives, - clears]: 3, 1\n"))
        #expect(chosen(form) == ["Ham", "Basil"])
        let cleared = toppings()
        _ = runPlain(cleared, answers: "-\n", everyRow: true)
        #expect(chosen(cleared).isEmpty)
    }

    @Test func aDisabledChoiceKeepsItsStateWhenTheSectionIsCleared() {
        let form = toppings(disabledChosen: true)
        let (_, transcript) = runPlain(form, answers: "-\n", everyRow: true)
        #expect(transcript.contains("Enter keeps Ham, Egg, - clears]: -\n"))
        #expect(chosen(form) == ["Egg"])
    }

    @Test func aChoiceThatCannotBeClearedSaysSoAndKeepsIt() {
        let form = Form()
        form +++ SelectableSection<ListCheckRow<String>>("Plan", selectionType: .singleSelection(enableDeselection: false)) { section in
            for plan in ["Free", "Pro"] {
                section <<< ListCheckRow<String>(plan) { $0.title = plan; $0.selectableValue = plan; $0.value = plan == "Pro" ? plan : nil }
            }
        }
        let (_, transcript) = runPlain(form, answers: "-\n\n", everyRow: true)
        #expect(transcript.contains("Plan [a number, Enter keeps Pro]: -\n"))
        #expect(!transcript.contains("- clears"))
        #expect(transcript.contains("  ✗ This choice cannot be cleared"))
        #expect(chosen(form) == ["Pro"])
    }

    @Test func aKeptValueIsCheckedLikeATypedOne() {
        let form = Form()
        form +++ Section() <<< TextRow("code") { $0.title = "Code"; $0.value = "ab"; $0.add(rule: RuleMinLength(minLength: 3)) }
        let (outcome, transcript) = runPlain(form, answers: "\nabcd\n", everyRow: true)
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(transcript.contains("Code [Enter keeps ab, - clears]: \n  ✗ "))
        #expect(values["code"] as? String == "abcd")
    }

    @Test func aRequiredListWithNothingToChooseFromEndsNamingIt() {
        let form = Form()
        form +++ Section() <<< PushRow<String>("size") { $0.title = "Size"; $0.options = []; $0.add(rule: RuleRequired()) }
        // Answers are waiting, but nothing can use them: the run ends rather than loop.
        let (outcome, transcript) = runPlain(form, answers: "1\n1\n1\n")
        guard case .failure(.unanswered(let named)) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(named.count == 1)
        #expect(named.first?.hasPrefix("Size") == true)
        #expect(transcript.contains("Size: there is nothing to choose from."))
    }

    @Test func aSubformWithAnUnfitValueAsksForItsRow() {
        let row = SubformRow("address") {
            $0.title = "Address"
            $0.subform = Form() +++ Section() <<< TextRow("zip") { $0.title = "ZIP"; $0.value = "12"; $0.add(rule: RuleMinLength(minLength: 5)) }
        }
        let form = Form() +++ Section() <<< row
        let (outcome, transcript) = runPlain(form, answers: "75001\n")
        guard case .success(.completed) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(transcript.contains("Some answers need another look."))
        #expect(transcript.contains("ZIP [now 12]: 75001\n"))
        #expect((row.subform.rowBy(tag: "zip") as? TextRow)?.value == "75001")
    }
}
