import Foundation
import Formwork
import Testing

@Suite("File rows")
struct FileRowTests {
    static let pdf = Data("%PDF-1.7\n1 0 obj".utf8)
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    static let zip = Data([0x50, 0x4B, 0x03, 0x04, 20, 0, 0, 0])
    static let program = Data([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0])

    private func file(_ name: String, _ data: Data, claimed: String = "application/octet-stream") -> RowInput {
        .file(UploadedFile(name: name, contentType: claimed, data: data))
    }

    @Test func anyFileIsTakenItsKindReadFromItsBytesNotFromTheClient() throws {
        let row = FileRow("attachment")
        #expect(row.kind == .file)
        #expect(row.takeInput(file("C:\\docs\\report.pdf", Self.pdf, claimed: "text/html")).isAccepted)
        let taken = try #require(row.value)
        #expect(taken.name == "report.pdf")
        #expect(taken.contentType == "application/pdf", "from the bytes, not the claim")
        #expect(row.displayText == "report.pdf, 16 bytes")
        #expect(row.takeInput(file("notes.txt", Data("hello".utf8), claimed: "application/pdf")).isAccepted)
        #expect(row.value?.contentType == "text/plain")
        #expect(row.takeInput(file("blob", Self.png)).isAccepted)
        #expect(row.value?.contentType == "image/png", "an unnamed image is known by its bytes")
        #expect(row.takeInput(file("data.bin", Self.program)).isAccepted, "no list: any file")
        #expect(row.value?.contentType == "application/octet-stream")
    }

    @Test func aFileWhoseBytesBelieItsNameIsRefusedAndTheValueKept() {
        let row = FileRow("attachment")
        _ = row.takeInput(file("report.pdf", Self.pdf))
        let renamed = row.takeInput(file("invoice.pdf", Self.program))
        #expect(renamed.message == "Choose a .pdf file.")
        #expect(row.value?.name == "report.pdf", "what was taken before is kept")
        #expect(!row.takeInput(file("sheet.xlsx", Self.pdf)).isAccepted, "an office file is a ZIP")
        #expect(row.takeInput(file("sheet.xlsx", Self.zip)).isAccepted)
        #expect(!row.takeInput(file("photo.jpg", Self.png)).isAccepted)
        #expect(!row.validate().isEmpty, "a refused file shows its message")
        // Saved, `x.pdf.` and `x.pdf ` are PDFs: their bytes must bear it out too.
        #expect(!row.takeInput(file("evil.pdf.", Self.program)).isAccepted)
        #expect(!row.takeInput(file("evil.pdf  ", Self.program)).isAccepted)
        #expect(!row.takeInput(file("EVIL.PDF", Self.program)).isAccepted)
        #expect(row.takeInput(file("ok.pdf.", Self.pdf)).isAccepted)
    }

    @Test func aNameCannotHideItsKindBehindReorderingCharacters() throws {
        let row = FileRow("attachment")
        #expect(row.takeInput(file("evil\u{202E}fdp.exe", Self.program)).isAccepted)
        let name = try #require(row.value?.name)
        #expect(name == "evilfdp.exe", "the override is dropped, so the name reads as it is")
        #expect(UploadedFile(name: "👩\u{200D}💻 notes.txt", contentType: "", data: Data()).name == "👩\u{200D}💻 notes.txt", "the emoji joiner stays")
    }

    @Test func theFileTheRowHoldsIsTakenBackAsItIs() throws {
        // A model's bytes are named by their kind, and a page carries them back.
        let row = FileRow("doc") { $0.acceptedTypes = [".txt"] }
        row.value = UploadedFile(name: "file", contentType: "text/plain", data: Data("notes".utf8))
        #expect(row.takeInput(file("file", Data("notes".utf8))).isAccepted, "what the row holds is never refused")
        #expect(row.value?.name == "file")
        #expect(!row.takeInput(file("other", Data("else".utf8))).isAccepted, "a new file is checked")
    }

    @Test func acceptedKindsByExtensionMediaTypeOrFamily() {
        let row = FileRow("cv") { $0.acceptedTypes = [".pdf", ".DOCX"] }
        #expect(row.takeInput(file("cv.pdf", Self.pdf)).isAccepted)
        #expect(row.takeInput(file("CV.docx", Self.zip)).isAccepted, "extensions in any case")
        let refused = row.takeInput(file("cv.txt", Data("text".utf8)))
        #expect(refused.message == "Choose a .pdf or .DOCX file.")
        #expect(row.value?.name == "CV.docx")
        row.acceptedTypes = ["image/*"]
        #expect(row.takeInput(file("scan", Self.png)).isAccepted)
        #expect(!row.takeInput(file("scan.pdf", Self.pdf)).isAccepted)
        row.acceptedTypes = ["application/pdf"]
        #expect(row.takeInput(file("anything", Self.pdf)).isAccepted, "a media type read from the bytes")
        #expect(!row.takeInput(file("fake.txt", Data("%PDX".utf8))).isAccepted)
        #expect(!row.takeInput(file("run.exe", Self.pdf)).isAccepted, "taken by its bytes, it is not named as another kind")
        #expect(!row.takeInput(file("page.html", Self.pdf)).isAccepted)
        #expect(row.inputHints.acceptedTypes == ["application/pdf"])
        row.acceptedTypes = [".jpg"]
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16])
        #expect(row.takeInput(file("holiday.JPEG", jpeg)).isAccepted, "one kind, two spellings")
    }

    @Test func largeFilesAndTextAreRefusedAndNothingSentEmptiesTheRow() {
        let row = FileRow("attachment") { $0.maximumBytes = 10 }
        #expect(row.maximumBytes == 10)
        #expect(FileRow("other").maximumBytes == 2_000_000)
        #expect(row.takeInput(file("report.pdf", Self.pdf)).message == "Choose a file of at most 10 bytes.")
        #expect(row.takeInput(.text("report.pdf")).message != nil)
        #expect(row.takeInput(file("a.txt", Data("ok".utf8))).isAccepted)
        #expect(row.takeInput(.absent).isAccepted)
        #expect(row.value == nil)
    }

    @Test func theMessageSpeaksTheFormsLanguage() {
        let form = Form()
        form.messages = .french
        let row = FileRow("cv") { $0.acceptedTypes = [".pdf"] }
        form +++ Section() <<< row
        #expect(row.takeInput(file("cv.txt", Data("x".utf8))).message == "Choisissez un fichier .pdf.")
    }

    /// A model's `Data` is a file; named as an image, an image (FXForms' `UIImage`).
    struct Application: Codable {
        var name = "Ada"
        var attachment: Data?
        var profilePhoto: Data?
    }

    struct Named: Codable {
        var profile_photo: Data?
        var appIcons: Data?
        var lexicon: Data?
        var dialogOptions: Data?
    }

    @Test func aModelsDataIsAFileRowOrAnImageRowByItsName() throws {
        let form = try Form(model: Application(attachment: Self.pdf))
        let attachment = try #require(form.rowBy(tag: "attachment") as? FileRow)
        #expect(attachment.value?.data == Self.pdf)
        #expect(attachment.value?.contentType == "application/pdf")
        #expect(form.rowBy(tag: "profilePhoto") is ImageRow)
        // Whole words of the name say image: an icon is one, a lexicon is not.
        let named = try Form(model: Named())
        #expect(named.rowBy(tag: "profile_photo") is ImageRow)
        #expect(named.rowBy(tag: "appIcons") is ImageRow)
        #expect(named.rowBy(tag: "lexicon") is FileRow)
        #expect(named.rowBy(tag: "dialogOptions") is FileRow)
        _ = attachment.takeInput(file("notes.txt", Data("hello".utf8)))
        #expect(try form.decode(Application.self).attachment == Data("hello".utf8))
        // A schema names it too.
        let schema = try Form(schemaJSON: Data(#"{"sections": [{"rows": [{"type": "file", "tag": "doc"}]}]}"#.utf8))
        #expect(schema.rowBy(tag: "doc") is FileRow)
    }
}

