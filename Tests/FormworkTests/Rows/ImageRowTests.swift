import Foundation
import Formwork
import Testing

@Suite("Image rows")
struct ImageRowTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    static let gif = Data("GIF89a....".utf8)

    @Test func anImageIsTakenByItsBytesNotItsClaimedType() throws {
        let row = ImageRow("avatar")
        let result = row.takeInput(.file(UploadedFile(name: "C:\\photos\\me.png", contentType: "text/html", data: Self.png)))
        #expect(result.isAccepted)
        let file = try #require(row.value)
        #expect(file.name == "me.png", "folders are dropped")
        #expect(file.contentType == "image/png", "the type comes from the bytes")
        #expect(row.displayText == "me.png, 12 bytes")
    }

    @Test func otherFilesAndLargeFilesAreRefusedAndTheValueKept() {
        let row = ImageRow("avatar")
        _ = row.takeInput(.file(UploadedFile(name: "a.gif", contentType: "image/gif", data: Self.gif)))
        let script = row.takeInput(.file(UploadedFile(name: "x.png", contentType: "image/png", data: Data("<svg onload=alert(1)>".utf8))))
        #expect(script.message == "Choose a PNG, JPEG, GIF or WebP image.")
        #expect(row.value?.name == "a.gif")
        row.maximumBytes = 5
        let large = row.takeInput(.file(UploadedFile(name: "b.png", contentType: "", data: Self.png)))
        #expect(large.message == "Choose a file of at most 5 bytes.")
        row.acceptedTypes = ["image/png"]
        row.maximumBytes = 1_000
        #expect(row.takeInput(.file(UploadedFile(name: "c.gif", contentType: "", data: Self.gif))).message == "Choose a PNG image.")
        #expect(!row.validate().isEmpty, "a refused file shows its message")
    }

    @Test func theImageTheRowHoldsIsTakenBackAsItIsAndAnotherIsChecked() {
        let row = ImageRow("avatar")
        _ = row.takeInput(.file(UploadedFile(name: "a.png", contentType: "", data: Self.png)))
        row.acceptedTypes = ["image/gif"]
        #expect(row.takeInput(.file(UploadedFile(name: "a.png", contentType: "", data: Self.png))).isAccepted, "carried back by a page")
        #expect(!row.takeInput(.file(UploadedFile(name: "b.png", contentType: "", data: Self.png))).isAccepted, "a new file is checked")
        #expect(row.value?.name == "a.png")
    }

    @Test func textIsRefusedAndNothingSentEmptiesTheRow() {
        let row = ImageRow("avatar")
        _ = row.takeInput(.file(UploadedFile(name: "a.png", contentType: "", data: Self.png)))
        #expect(row.takeInput(.text("a.png")).message != nil)
        #expect(row.value != nil)
        #expect(row.takeInput(.absent).isAccepted)
        #expect(row.value == nil)
        #expect(TextRow().takeInput(.file(UploadedFile(name: "a", contentType: "", data: Data()))).message != nil,
                "a text row refuses a file")
    }

    @Test func namesAndSizesReadWell() {
        #expect(UploadedFile(name: "../../etc/passwd", contentType: "", data: Data()).name == "passwd")
        #expect(UploadedFile(name: "", contentType: "", data: Data()).name == "file")
        #expect(UploadedFile(name: "a\u{0}b\nc.png", contentType: "", data: Data()).name == "abc.png")
        #expect(UploadedFile.size(999) == "999 bytes")
        #expect(UploadedFile.size(12_400) == "12 KB")
        #expect(UploadedFile.size(2_000_000) == "2 MB")
        #expect(UploadedFile.size(1_500_000) == "1.5 MB")
    }

    @Test func theRegistryKnowsTheImageRow() {
        #expect(RowTypeRegistry.builtIn.entry(named: .image)?.kind == .image)
        #expect(ImageRow().inputHints.acceptedTypes == ["image/png", "image/jpeg", "image/gif", "image/webp"])
    }
}
