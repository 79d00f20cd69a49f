import Foundation
import Formwork
@testable import FormworkHTML
import Testing

@Suite("Uploads")
struct UploadTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4]

    static func body(boundary: String = "XyZ", fields: [(String, String)], files: [(String, String, [UInt8])]) -> [UInt8] {
        var out: [UInt8] = []
        for (name, value) in fields {
            out += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        for (name, filename, bytes) in files {
            out += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"\(filename)\"\r\nContent-Type: image/png\r\n\r\n".utf8)
            out += bytes + Array("\r\n".utf8)
        }
        out += Array("--\(boundary)--\r\n".utf8)
        return out
    }

    static func form() -> Form {
        let form = Form()
        form +++ Section() <<< TextRow("name") { $0.add(rule: RuleRequired()) } <<< ImageRow("avatar") { $0.title = "Photo" }
        return form
    }

    @Test func keptFieldsNameTheirRow() {
        #expect(FormSubmission.keptIdentifier(ofField: FormSubmission.keptFileField("avatar")) == "avatar")
        #expect(FormSubmission.keptIdentifier(ofField: "photo.é.kept") == "photo.é")
        #expect(FormSubmission.keptIdentifier(ofField: ".kept") == nil, "no row has an empty identifier")
        #expect(FormSubmission.keptIdentifier(ofField: "avatarkept") == nil)
        #expect(FormSubmission.keptIdentifier(ofField: "avatar.kep") == nil)
        #expect(FormSubmission.keptIdentifier(ofField: "t") == nil)
    }

    @Test func theBoundaryComesFromTheContentType() {
        #expect(MultipartBody.boundary(fromContentType: "multipart/form-data; boundary=----WebKit123") == "----WebKit123")
        #expect(MultipartBody.boundary(fromContentType: #"Multipart/Form-Data; charset=utf-8; boundary="a b""#) == "a b")
        #expect(MultipartBody.boundary(fromContentType: "application/x-www-form-urlencoded") == nil)
        // The media type is told on the bytes first: spaces and tabs around it, any case, nothing inside it.
        #expect(MultipartBody.boundary(fromContentType: " \tMULTIPART/form-data\t ;boundary=b") == "b")
        #expect(MultipartBody.boundary(fromContentType: "multipart/form-datax; boundary=a") == nil)
        #expect(MultipartBody.boundary(fromContentType: "multipart /form-data; boundary=a") == nil)
        #expect(MultipartBody.boundary(fromContentType: "multipart/form; boundary=a") == nil)
        #expect(MultipartBody.boundary(fromContentType: "") == nil)
        #expect(MultipartBody.boundary(fromContentType: "\u{2003}multipart/form-data; boundary=c") == "c", "non-ASCII space, read as before")
        #expect(MultipartBody.boundary(fromContentType: "multipart/form-data") == nil)
        #expect(MultipartBody.boundary(fromContentType: "multipart/form-data; boundary=" + String(repeating: "x", count: 71)) == nil)
    }

    @Test func fieldsAndFilesAreDecodedInOrder() throws {
        let parts = try MultipartBody.decode(Self.body(fields: [("name", "Zoë"), ("note", "a\r\nb")], files: [("avatar", "me.png", Self.png)]),
                                             boundary: "XyZ")
        #expect(parts.fields.map(\.name) == ["name", "note"])
        #expect(parts.fields.map(\.value) == ["Zoë", "a\r\nb"])
        #expect(parts.files.count == 1)
        #expect(parts.files.first?.file.data == Data(Self.png))
        #expect(parts.files.first?.file.name == "me.png")
        let empty = try MultipartBody.decode(Self.body(fields: [], files: [("avatar", "", [])]), boundary: "XyZ")
        #expect(empty.files.isEmpty, "an empty file input is no file")
    }

    @Test func brokenBodiesAreRefusedNotCrashed() {
        let good = Self.body(fields: [("a", "1")], files: [("f", "x.png", Self.png)])
        var cases: [[UInt8]] = [[], Array("--XyZ".utf8), Array("--XyZ\r\nContent-Disposition: form-data; name=\"a\"".utf8),
                                Array("--XyZ\r\nNo-Disposition: x\r\n\r\nv\r\n--XyZ--".utf8), Array("nothing".utf8)]
        for cut in stride(from: 1, to: good.count - 8, by: 7) { cases.append(Array(good.prefix(cut))) }
        for bytes in cases {
            do {
                _ = try MultipartBody.decode(bytes, boundary: "XyZ")
                Issue.record("decoded a broken body of \(bytes.count) bytes")
            } catch {
                #expect(error.status == 400)
            }
        }
        var limits = BodyLimits()
        limits.maximumUploadBytes = 10
        #expect(throws: FormBodyError.self) { try MultipartBody.decode(good, boundary: "XyZ", limits: limits) }
    }

    @Test func aKeptFileIsBoundByTheUploadLimitNotTheFieldLimit() throws {
        var limits = BodyLimits()
        limits.maximumFieldBytes = 8
        let kept = String(repeating: "A", count: 24)
        let fine = try MultipartBody.decode(Self.body(fields: [("avatar.kept", kept)], files: []), boundary: "XyZ", limits: limits)
        #expect(fine.fields.first?.value == kept)
        do {
            _ = try MultipartBody.decode(Self.body(fields: [("note", kept)], files: []), boundary: "XyZ", limits: limits)
            Issue.record("a plain field over the field limit was taken")
        } catch {
            #expect(error.code == .fieldTooLong)
            #expect(error.message.contains("longer than 8 bytes"))
        }
    }

    @Test func anUploadSurvivesThePageComingBackWithErrors() throws {
        let form = Self.form()
        let first = try FormSubmission(multipart: Self.body(fields: [("name", "")], files: [("avatar", "me.png", Self.png)]), boundary: "XyZ")
        #expect(first.apply(to: form) == .invalid)
        #expect(form.rowBy(tag: "avatar")?.displayText == "me.png, 12 bytes")
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains(#"enctype="multipart/form-data""#))
        #expect(page.contains(#"<img class="fw-preview" src="data:image/png;base64,iVBORw0KGgoBAgME" alt="me.png">"#))
        let kept = try #require(page.firstRange(of: #"name="avatar.kept" value=""#).map { page[$0.upperBound...].prefix { $0 != "\"" } })
        // The next post sends no new file, only what the page kept.
        let again = Self.form()
        let second = try FormSubmission(multipart: Self.body(fields: [("name", "Ada"), ("avatar.kept", String(kept))], files: [("avatar", "", [])]),
                                        boundary: "XyZ")
        #expect(second.apply(to: again) == .valid)
        #expect((again.rowBy(tag: "avatar")?.baseValue as? UploadedFile)?.data == Data(Self.png))
    }

    @Test func aFileOfAnyKindIsAnUploadThatSurvivesThePageComingBack() throws {
        func form() -> Form {
            let form = Form()
            form +++ Section() <<< TextRow("name") { $0.add(rule: RuleRequired()) }
                <<< FileRow("cv") { $0.title = "CV"; $0.acceptedTypes = [".pdf", ".txt"] }
            return form
        }
        let empty = HTMLFormRenderer().render(form()).string
        #expect(empty.contains(#"enctype="multipart/form-data""#))
        #expect(empty.contains(#"<input class="fw-file" type="file" id="cv" name="cv" accept=".pdf,.txt">"#), "\(empty)")
        let first = form()
        let pdf = Array("%PDF-1.4 x".utf8)
        _ = try FormSubmission(multipart: Self.body(fields: [("name", "")], files: [("cv", "cv.pdf", pdf)]), boundary: "XyZ").apply(to: first)
        let page = HTMLFormRenderer().render(first).string
        #expect(page.contains(#"<span class="fw-value">cv.pdf, 10 bytes</span>"#))
        #expect(!page.contains("fw-preview"), "a preview is for images")
        let kept = try #require(page.firstRange(of: #"name="cv.kept" value=""#).map { page[$0.upperBound...].prefix { $0 != "\"" } })
        let again = form()
        let second = try FormSubmission(multipart: Self.body(fields: [("name", "Ada"), ("cv.kept", String(kept))], files: [("cv", "", [])]),
                                        boundary: "XyZ")
        #expect(second.apply(to: again) == .valid)
        #expect((again.rowBy(tag: "cv") as? FileRow)?.value?.data == Data(pdf))
        // A kept field is checked again: a program named as a PDF is refused.
        let crafted = form()
        let program = Data([0x7F, 0x45, 0x4C, 0x46]).base64EncodedString()
        _ = try FormSubmission(multipart: Self.body(fields: [("name", "A"), ("cv.kept", Data("x.pdf".utf8).base64EncodedString() + ":" + program)],
                                                    files: []), boundary: "XyZ").apply(to: crafted)
        #expect((crafted.rowBy(tag: "cv") as? FileRow)?.value == nil)
        #expect(crafted.rowBy(tag: "cv")?.validationErrors.first?.msg == "Choose a .pdf or .txt file.")
    }

    @Test func aCraftedKeptFieldGoesThroughTheSameChecks() throws {
        let form = Self.form()
        let svg = Data("<svg/>".utf8).base64EncodedString()
        let crafted = try FormSubmission(multipart: Self.body(fields: [("name", "A"), ("avatar.kept", "eA==:" + svg)], files: []),
                                         boundary: "XyZ")
        #expect(crafted.apply(to: form) == .invalid)
        #expect(form.rowBy(tag: "avatar")?.baseValue == nil)
        let garbage = try FormSubmission(multipart: Self.body(fields: [("name", "A"), ("avatar.kept", "%%%")], files: []), boundary: "XyZ")
        #expect(garbage.apply(to: Self.form()) == .valid, "a kept field that holds nothing is ignored")
    }
}
