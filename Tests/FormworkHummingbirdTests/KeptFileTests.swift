#if Hummingbird
import Foundation
import Formwork
import FormworkHTML
import FormworkHummingbird
import Hummingbird
import HummingbirdTesting
import Testing

/// A file a form holds from the start (a model's document) goes to the page and
/// comes back in its kept field when the person sends no other: the row takes it
/// back as it is, whatever its checks would say of a new upload, because the post
/// reaches every row in one pass and the row still holds it. Posted as a browser
/// posts it, to a real server on loopback.
@Suite("A kept file, through a real post")
struct KeptFileTests {
    static let held = UploadedFile(name: "file", contentType: "", data: Data("minutes of the meeting".utf8))

    actor Taken {
        var files: [UploadedFile?] = []
        func add(_ file: UploadedFile?) { files.append(file) }
    }

    /// A multipart body as a browser sends it: the fields, then the file input
    /// with no file chosen.
    static func body(_ fields: [(String, String)], boundary: String) -> [UInt8] {
        var out = ""
        for (name, value) in fields {
            out += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
        }
        out += "--\(boundary)\r\nContent-Disposition: form-data; name=\"doc\"; filename=\"\"\r\nContent-Type: application/octet-stream\r\n\r\n\r\n"
        out += "--\(boundary)--\r\n"
        return Array(out.utf8)
    }

    @Test func aFileTheFormHeldComesBackAsItIs() async throws {
        let template = try FormTemplate {
            let form = Form()
            // Only PDFs may be uploaded now; the document the form holds is older.
            form +++ Section() <<< TextRow("name") { $0.add(rule: RuleRequired()) }
                <<< FileRow("doc") { $0.acceptedTypes = [".pdf"]; $0.value = Self.held }
            return form
        }
        let taken = Taken()
        let router = Router()
        router.addForm("/doc", FormRoute(template: template, csrf: CSRFProtection(secret: "the kept file tests' secret"))) { form, _, _ in
            await taken.add((form.rowBy(tag: "doc") as? FileRow)?.value)
            return Response(status: .seeOther, headers: [.location: "/thanks"])
        }
        let app = Application(router: router, server: .formwork(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            let browser = WebClient(client)
            let page = try await browser.get("/doc")
            let kept = try #require(page.firstMatch(#"name="doc.kept" value="([^"]*)""#), "the page carries the file it shows")
            let boundary = "----keptfile"
            let headers: HTTPFields = [.contentType: "multipart/form-data; boundary=\(boundary)"]
            // The page sent back with the name filled in and no new file.
            let answer = try await browser.postRaw("/doc", bytes: Self.body([("fw-csrf", page.token ?? ""), ("name", "Ada"), ("doc.kept", kept)],
                                                                            boundary: boundary), headers: headers)
            #expect(answer.status == .seeOther, "the held file was taken back: \(answer.html.prefix(400))")
            // A kept field with other bytes than the file held is a new upload, checked as one.
            let other = FormSubmission.keptValue(UploadedFile(name: "file", contentType: "", data: Data("other bytes".utf8)))
            let page2 = try await browser.get("/doc")
            let crafted = try await browser.postRaw("/doc", bytes: Self.body([("fw-csrf", page2.token ?? ""), ("name", "Ada"), ("doc.kept", other)],
                                                                             boundary: boundary), headers: headers)
            #expect(crafted.status == .unprocessableContent)
            #expect(crafted.html.contains("Choose a .pdf file."), "\(crafted.html.prefix(400))")
        }
        #expect(await taken.files == [Self.held], "the valid post took the held file as it was")
    }
}
#endif
