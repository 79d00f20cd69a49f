import Foundation
import Formwork
import Testing

/// A submission reaches every row in one pass: fields, files and the inline rows
/// the client showed expanded, through `Form.takeInput(_:)`, so every front end
/// that takes a whole submission takes it alike.
@Suite("Renderer API: one pass of input")
struct OnePassInputTests {
    static let held = UploadedFile(name: "minutes", contentType: "", data: Data("minutes".utf8))

    static func form() -> Form {
        Form()
            +++ Section()
            <<< TextRow("name")
            <<< FileRow("doc") { $0.acceptedTypes = [".pdf"]; $0.value = Self.held }
            <<< ImageRow("photo")
            <<< DateInlineRow("day")
    }

    @Test func aFileTheRowHoldsComesBackAsItIsBesideTheFields() throws {
        let form = Self.form()
        var changes: [String] = []
        let token = form.addObserver { event in
            if case .valueChanged(let row, _, _) = event { changes.append(row.tag ?? "") }
        }
        var fields = SubmittedFields([(name: "name", value: "Ada")])
        fields.files = [(name: "doc", file: Self.held)]
        let rejections = form.takeInput(fields)
        #expect(rejections.isEmpty)
        #expect((form.rowBy(tag: "doc") as? FileRow)?.value == Self.held, "taken back as it is, though not a .pdf")
        #expect(changes == ["name"], "the file row never emptied on the way: \(changes)")
        _ = token
    }

    @Test func aFileOtherThanTheOneHeldIsCheckedAsANewUpload() {
        let form = Self.form()
        var fields = SubmittedFields([(name: "name", value: "Ada")])
        fields.files = [(name: "doc", file: UploadedFile(name: "minutes", contentType: "", data: Data("other".utf8)))]
        let rejections = form.takeInput(fields)
        #expect(rejections["doc"] == "Choose a .pdf file.")
        #expect((form.rowBy(tag: "doc") as? FileRow)?.value == Self.held, "a refused file leaves the one held")
    }

    @Test func noFileSentRemovesTheFileAndTheFirstOfSeveralIsTaken() throws {
        let form = Self.form()
        form.takeInput(SubmittedFields([(name: "name", value: "Ada")]))
        #expect((form.rowBy(tag: "doc") as? FileRow)?.value == nil, "nothing sent: the file was removed")
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4])
        var fields = SubmittedFields([(name: "name", value: "Ada")])
        fields.files = [(name: "photo", file: UploadedFile(name: "a.png", contentType: "image/png", data: png)),
                        (name: "photo", file: UploadedFile(name: "b.png", contentType: "image/png", data: png)),
                        (name: "name", file: UploadedFile(name: "c.png", contentType: "image/png", data: png))]
        form.takeInput(fields)
        #expect((form.rowBy(tag: "photo") as? ImageRow)?.value?.name == "a.png")
        #expect(form.rowBy(tag: "name")?.displayText == "Ada", "a file sent under a text row's name is not its input")
    }

    @Test func inlineRowsShownExpandedAreExpandedAgainAfterTheValues() throws {
        let form = Self.form()
        var fields = SubmittedFields([(name: "day", value: "2026-11-28")])
        fields.expandedRows = ["day", "name", "nope"]
        form.takeInput(fields)
        let day = try #require(form.rowBy(tag: "day"))
        #expect(day.isExpanded)
        #expect(form.rowBy(tag: "name")?.isExpanded == false, "a row that does not expand stays as it is")
        let hidden = Self.form()
        hidden.rowBy(tag: "day")?.hidden = true
        hidden.takeInput(fields)
        #expect(hidden.rowBy(tag: "day")?.isExpanded == false, "a hidden row is not expanded")
    }
}
