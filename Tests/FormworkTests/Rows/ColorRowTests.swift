import Foundation
import Formwork
import Testing

struct Theme: Codable, Equatable, FormDescribable {
    var name: String
    var accent: String

    static var formDescription: FormDescription<Theme> {
        FormDescription { $0.field(\.accent) { $0.rowType = .color } }
    }
}

@Suite("Colour rows")
struct ColorRowTests {
    @Test(arguments: [("#3366CC", "#3366cc"), ("#f80", "#ff8800"), ("ABC", "#aabbcc"), ("  #00aa11 ", "#00aa11"), ("000000", "#000000")])
    func typedColoursAreKeptAsLowercaseSixDigits(typed: String, kept: String) {
        let row = ColorRow("accent")
        #expect(row.takeInput(.text(typed)).isAccepted)
        #expect(row.value == kept)
        #expect(row.validate().isEmpty)
    }

    @Test(arguments: ["red", "#12345g", "#1234", "##abc", "#", "#abcdef0", "＃abc", "#ａｂｃ"])
    func textThatIsNoColourIsRefusedAndKeptAsTyped(typed: String) {
        let form = Form()
        let row = ColorRow("accent") { $0.value = "#3366cc" }
        form +++ Section() <<< row
        let result = row.takeInput(.text(typed))
        #expect(result.message == "Enter this in the format #rrggbb.")
        #expect(row.inputText == typed, "what was typed stays")
        #expect(row.value == nil)
        #expect(row.validate().map(\.msg) == ["Enter this in the format #rrggbb."])
    }

    @Test func aColourSetInCodeThatIsNotOneIsAnErrorNextToTheField() {
        let row = ColorRow("accent") { $0.value = "blue" }
        #expect(row.validate().map(\.msg) == ["Enter this in the format #rrggbb."])
        row.value = "#0000ff"
        #expect(row.validate().isEmpty)
        row.value = nil
        #expect(row.validate().isEmpty, "no colour is no error unless the row is required")
        row.add(rule: RuleRequired())
        #expect(row.validate().map(\.msg) == ["This field is required."])
    }

    @Test func theMessageIsInTheFormsLanguage() {
        let form = Form()
        form.messages = .french
        let row = ColorRow("accent")
        form +++ Section() <<< row
        #expect(row.takeInput(.text("rouge")).message == "Saisissez ceci au format #rrggbb.")
        #expect(row.takeInput(.text("rouge")).message != "Enter this in the format #rrggbb.")
    }

    @Test func aSchemaGivesAColourRowAndWritesItBack() throws {
        let schema = ##"{"sections": [{"rows": [{"type": "color", "tag": "accent", "title": "Accent", "value": "#ABC", "help": "Buttons and links"}]}]}"##
        let form = try Form(schemaJSON: Data(schema.utf8))
        let row = try #require(form.rowBy(tag: "accent") as? ColorRow)
        #expect(row.value == "#aabbcc")
        #expect(row.kind == .color)
        let written = FormSchema(form: form)
        let described = try #require(written.sections.first?.rows.first)
        #expect(described.type == "color")
        #expect(described.value == .string("#aabbcc"))
        #expect(described.settings["help"] == .string("Buttons and links"))
        #expect(FormSchema(form: try Form(schemaJSON: try written.jsonData())) == written)
    }

    @Test func aSchemaValueThatIsNoColourIsReportedAtItsPath() {
        let schema = #"{"sections": [{"rows": [{"type": "color", "tag": "accent", "value": "blue"}]}]}"#
        do {
            _ = try Form(schemaJSON: Data(schema.utf8))
            Issue.record("a colour row took blue")
        } catch {
            #expect(error.issues.map { "\($0.path): \($0.message)" }.contains { $0.hasPrefix("sections[0].rows[0].value") && $0.contains("#rrggbb") },
                    "\(error.issues)")
        }
    }

    @Test func aModelAsksForAColourRowByName() throws {
        let form = try Form(model: Theme(name: "Dusk", accent: "#FF8800"))
        let row = try #require(form.rowBy(tag: "accent"))
        #expect(row is ColorRow)
        #expect(form.rowBy(tag: "name") is TextRow, "a string is a text row unless asked")
        _ = row.takeInput(.text("#123"))
        #expect(try form.decode(Theme.self) == Theme(name: "Dusk", accent: "#112233"))
    }

    @Test func frontEndsLearnItIsAColourFromItsKindAndHoldText() {
        let row = ColorRow()
        #expect(row.kind == .color)
        #expect(row.valueClass == .text)
        #expect(row.fallbackKind == .text, "a front end without a colour control shows a text field")
        #expect(RowKind.builtIn.contains(.color))
        #expect(RowTypeRegistry.builtIn.entry(named: .color)?.kind == .color)
    }
}
