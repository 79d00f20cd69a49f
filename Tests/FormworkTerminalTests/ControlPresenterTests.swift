import Foundation
import Formwork
import Testing
@testable import FormworkTerminal

@Suite struct ControlPresenterTests {
    @Test func switchesAndChecksToggleWithSpace() {
        let form = Form()
        form +++ Section() <<< SwitchRow("s") { $0.title = "Switch" } <<< CheckRow("c") { $0.title = "Check" }
        var screen = FormHarness(form)
        #expect(screen.line(containing: "Switch")?.hasSuffix("Off ○━") == true)
        screen.press(.character(" "))
        #expect(form.rowBy(tag: "s")?.baseValue as? Bool == true)
        #expect(screen.line(containing: "Switch")?.hasSuffix("On ━●") == true)
        screen.press(.down)
        #expect(screen.line(containing: "Check")?.hasSuffix("[ ]") == true)
        screen.press(.character(" "))
        #expect(screen.line(containing: "Check")?.hasSuffix("[✓]") == true)
        screen.press(.character(" "))
        #expect(form.rowBy(tag: "c")?.baseValue as? Bool == false)
    }

    @Test func slidersStepWithinTheirBounds() {
        let form = Form()
        form +++ Section() <<< SliderRow("v") { $0.title = "Volume"; $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 10; $0.value = 9 }
        var screen = FormHarness(form)
        screen.press(.right)
        #expect(form.rowBy(tag: "v")?.inputText == "10")
        screen.press(.right)
        screen.press(.character("+"))
        #expect(form.rowBy(tag: "v")?.inputText == "10")
        screen.press(.home)
        #expect(form.rowBy(tag: "v")?.inputText == "0")
        screen.press(.left)
        #expect(form.rowBy(tag: "v")?.inputText == "0")
        screen.press(.character("+"))
        // The knob stands at the start of the bar, past one step of ten.
        let line = try! #require(screen.focusedLine)
        #expect(line.contains("━━●"))
        #expect(line.hasSuffix(" 1"))
    }

    /// A value outside the slider's bounds (set in code, or read from a schema)
    /// draws at the nearer end of the bar, however far out it is.
    @Test func aSliderValueOutOfBoundsDrawsAtTheNearerEnd() {
        for value: Float in [1e30, -1e30, 5e8, -5e8, .greatestFiniteMagnitude] {
            let form = Form()
            let slider = SliderRow("v") { $0.title = "Volume"; $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 10 }
            form +++ Section() <<< slider
            slider.value = value
            let screen = FormHarness(form)
            let line = try! #require(screen.line(containing: "Volume"), "\(value)")
            #expect(line.count < 200, "\(value)")
            #expect(line.contains(value > 0 ? "━●" : "●─"), "\(value): \(line)")
        }
    }

    @Test func steppersStepBySteps() {
        let form = Form()
        form +++ Section() <<< StepperRow("n") { $0.title = "Guests"; $0.minimumValue = 1; $0.maximumValue = 8; $0.stepValue = 1; $0.value = 2 }
        var screen = FormHarness(form)
        #expect(screen.focusedLine?.hasSuffix("− 2 +") == true)
        screen.press(.character("-"))
        screen.press(.character("-"))
        #expect(form.rowBy(tag: "n")?.inputText == "1")
        screen.press(.pageUp)
        #expect(form.rowBy(tag: "n")?.inputText == "8")
    }

    @Test func segmentedRowsChooseWithTheArrows() {
        let form = Form()
        form +++ Section() <<< SegmentedRow<String>("f") { $0.title = "Frequency"; $0.options = ["Daily", "Weekly", "Monthly"]; $0.value = "Weekly" }
        var screen = FormHarness(form)
        #expect(screen.focusedLine?.hasSuffix("Daily   Weekly   Monthly") == true)
        // The chosen option is drawn reversed.
        let line = try! #require(screen.focusedLine)
        let column = line.distance(from: line.startIndex, to: line.range(of: "Weekly")!.lowerBound)
        #expect(screen.buffer.cell(row: 0, column: column).style.reverse)
        screen.press(.right)
        #expect(form.rowBy(tag: "f")?.baseValue as? String == "Monthly")
        screen.press(.right)
        #expect(form.rowBy(tag: "f")?.baseValue as? String == "Daily")
        screen.press(.left)
        #expect(form.rowBy(tag: "f")?.baseValue as? String == "Monthly")
    }

    @Test func labelsAreSkippedAndButtonsSubmit() {
        let form = Form()
        var pressed = 0
        form +++ Section()
            <<< LabelRow("l") { $0.title = "Version"; $0.value = "1.0" }
            <<< TextRow("t") { $0.title = "Name" }
            <<< ButtonRow("b") { $0.title = "Save" }.onCellSelection { _ in pressed += 1 }
        var screen = FormHarness(form)
        #expect(screen.focusedLine?.contains("Name") == true)
        #expect(screen.line(containing: "Version")?.hasSuffix("1.0") == true)
        screen.press(.up)
        #expect(screen.focusedLine?.contains("Name") == true)
        screen.press(.down)
        #expect(screen.press(.enter) == .finish)
        #expect(pressed == 1)
    }

    @Test func listChecksChooseAsTheirSectionSays() {
        let form = Form()
        form +++ SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: false)) { section in
            for size in ["S", "M", "L"] {
                section <<< ListCheckRow<String>(size) { $0.title = size; $0.selectableValue = size }
            }
        }
        var screen = FormHarness(form)
        screen.press(.character(" "))
        screen.press(.down)
        screen.press(.enter)
        #expect(screen.line(containing: "  S")?.hasSuffix("✓") == false)
        #expect(screen.focusedLine?.hasSuffix("✓") == true)
        #expect(form.rowBy(tag: "M")?.baseValue as? String == "M")
        #expect(form.rowBy(tag: "S")?.baseValue == nil)
    }

    @Test func subformsOpenWithEnterAndComeBackWithEscape() {
        let nested = Form()
        nested +++ Section("Address") <<< TextRow("street") { $0.title = "Street" }
        let form = Form()
        form +++ Section() <<< SubformRow("address") { $0.title = "Address"; $0.subform = nested }
        var screen = FormHarness(form)
        screen.press(.enter)
        #expect(screen.lines[0].hasPrefix("‹ Esc  Address"))
        #expect(screen.focusedLine?.contains("Street") == true)
        screen.type("1 Main St")
        #expect(screen.lines.last?.contains("Esc back") == true)
        screen.press(.escape)
        #expect(screen.focusedLine?.contains("Address") == true)
        #expect(nested.rowBy(tag: "street")?.baseValue as? String == "1 Main St")
    }

    @Test func filesAreReadFromAPathAndRefusedWithAReason() throws {
        let form = Form()
        form +++ Section() <<< ImageRow("photo") { $0.title = "Photo"; $0.maximumBytes = 100 }
        var screen = FormHarness(form)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The smallest GIF: the row knows it by its first bytes, not its name.
        let gif = Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3B])
        try gif.write(to: directory.appendingPathComponent("dot.bin"))
        try Data(repeating: 0x47, count: 500).write(to: directory.appendingPathComponent("big.gif"))
        screen.press(.enter)
        screen.send(.paste(directory.appendingPathComponent("big.gif").path))
        screen.press(.enter)
        #expect(form.rowBy(tag: "photo")?.baseValue == nil)
        // The row's reason shows in the line of hints.
        #expect(screen.lines.last?.contains("Enter choose a file") == false)
        screen.press(.enter)
        screen.send(.paste(directory.appendingPathComponent("dot.bin").path))
        screen.press(.enter)
        #expect((form.rowBy(tag: "photo")?.baseValue as? UploadedFile)?.data == gif)
        #expect(screen.focusedLine?.contains("dot.bin") == true)
        screen.press(.backspace)
        #expect(form.rowBy(tag: "photo")?.baseValue == nil)
    }

    @Test func aFileRowTakesAnyFileFromAPathAndRefusesARenamedOne() throws {
        let form = Form()
        form +++ Section() <<< FileRow("cv") { $0.title = "CV"; $0.acceptedTypes = [".pdf"] }
        var screen = FormHarness(form)
        #expect(screen.focusedLine?.contains("CV") == true)
        #expect(screen.focusedLine?.contains(FormMessages.english.keyboard.noFile) == true)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("MZ not a pdf".utf8).write(to: directory.appendingPathComponent("fake.pdf"))
        try Data("%PDF-1.4 real".utf8).write(to: directory.appendingPathComponent("cv.pdf"))
        screen.press(.enter)
        screen.send(.paste(directory.appendingPathComponent("fake.pdf").path))
        screen.press(.enter)
        #expect(form.rowBy(tag: "cv")?.baseValue == nil)
        #expect(screen.text.contains("Choose a .pdf file."), "\(screen.text)")
        screen.press(.enter)
        screen.send(.paste(directory.appendingPathComponent("cv.pdf").path))
        screen.press(.enter)
        #expect((form.rowBy(tag: "cv")?.baseValue as? UploadedFile)?.contentType == "application/pdf")
        #expect(screen.focusedLine?.contains("cv.pdf, 13 bytes") == true)
    }
}
