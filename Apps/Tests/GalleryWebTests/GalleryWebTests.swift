import Foundation
import Formwork
import FormworkGallery
import FormworkGalleryForms
import FormworkHTML
import FormworkHummingbird
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The gallery served in process: every page, valid and invalid posts, and every
/// refusal a crafted request meets.
@Suite("Gallery on the web")
struct GalleryWebTests {
    static let pages = GalleryForms.all.map(\.name)

    @Test(arguments: ["/", "/submissions"])
    func theGallerysOwnPagesCarryTheSecurityHeaders(_ path: String) async throws {
        try await galleryApp().test(.router) { client in
            let page = try await WebClient(client).get(path)
            #expect(page.status == .ok)
            #expect(page.headers[HTTPField.Name("Content-Security-Policy")!] == SecurityHeaders.contentSecurityPolicy)
            #expect(page.headers[HTTPField.Name("X-Frame-Options")!] == "DENY")
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.cacheControl] == "no-store")
            #expect(page.html.hasPrefix("<!doctype html>"))
        }
    }

    @Test(arguments: pages)
    func everyPageRendersWithItsProtection(_ name: String) async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            let page = try await browser.get("/gallery/" + name)
            #expect(page.status == .ok)
            #expect(page.headers[HTTPField.Name("Content-Security-Policy")!]?.contains("script-src 'self'") == true)
            #expect(page.headers[.cacheControl] == "no-store")
            #expect(browser.cookies["fw_csrf"] != nil)
            #expect(page.token != nil)
            #expect(page.html.hasPrefix("<!doctype html>"))
            #expect(!page.html.contains("<script>"), "no inline script")
            #expect(!page.html.contains(" style="), "no inline style")
        }
    }

    @Test(arguments: pages)
    func postingBackWhatAPageShowsNeverFails(_ name: String) async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            let page = try await browser.get("/gallery/" + name)
            let fields = FormFields.shown(in: page.html).filter { $0.0 != "fw-csrf" }
            let answer = try await browser.post("/gallery/" + name, fields + [("fw-action", "submit")])
            #expect(answer.status == .seeOther || answer.status == .unprocessableContent, "\(answer.status)")
            if answer.status == .unprocessableContent {
                #expect(answer.html.contains("fw-error-summary"))
            }
        }
    }

    @Test func aValidSubmissionIsStoredAndSurvivesReopeningTheDatabase() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try await galleryApp(database: file).test(.router) { client in
            let browser = WebClient(client)
            try await browser.get("/gallery/account")
            // The Add button, then the page it brings back with one item to fill in.
            let added = try await browser.post("/gallery/account", [
                ("email", "ada@example.com"), ("newsletter", "true"), ("frequency", "Daily"),
                ("phones.count", "0"), ("fw-action", "select phones.add"),
            ])
            #expect(added.html.contains(#"name="phones.0""#))
            let answer = try await browser.post("/gallery/account", [
                ("email", "ada@example.com"), ("newsletter", "true"), ("frequency", "Daily"),
                ("phones.count", "1"), ("phones.items", "0"), ("phones.0", "555-123-4567"), ("fw-action", "submit"),
            ])
            #expect(answer.status == .seeOther)
            #expect(answer.headers[.location]?.hasPrefix("/submissions#submission-") == true)
            let list = try await browser.get("/submissions")
            #expect(list.html.contains("ada@example.com"))
        }
        let reopened = try SQLiteGalleryStore(path: file).all()
        #expect(reopened.count == 1)
        #expect(reopened.first?.page == "account")
        #expect(reopened.first?.json == #"{"email":"ada@example.com","frequency":"Daily","newsletter":true,"phones":["555-123-4567"]}"#)
    }

    /// However many submissions there are, a page of the list holds twenty, each
    /// cut short past two thousand characters with a link to the whole of it.
    @Test func theSubmissionsListIsPagedAndBounded() async throws {
        let store = try SQLiteGalleryStore(path: ":memory:")
        for number in 1...45 {
            try store.save(page: "account", values: ["email": .string("n\(number)@example.com"),
                                                      "note": .string(number == 45 ? String(repeating: "x", count: 60_000) : "")])
        }
        try await galleryApp(store: store).test(.router) { client in
            let browser = WebClient(client)
            let first = try await browser.get("/submissions")
            #expect(first.html.components(separatedBy: #"id="submission-"#).count - 1 == 20)
            #expect(first.html.contains("n44@example.com") && !first.html.contains("n25@example.com"), "newest first")
            #expect(first.html.contains(#"href="/submissions?page=2""#))
            #expect(first.html.utf8.count < 60_000, "the long one is cut short")
            #expect(first.html.contains(#"href="/submissions/45""#))
            let whole = try await browser.get("/submissions/45")
            #expect(whole.html.contains(String(repeating: "x", count: 60_000)))
            let last = try await browser.get("/submissions?page=3")
            #expect(last.html.components(separatedBy: #"id="submission-"#).count - 1 == 5)
            #expect(last.html.contains("n1@example.com"))
            #expect(last.html.contains(#"href="/submissions?page=2""#) && !last.html.contains("page=4"))
            for bad in ["0", "-1", "4", "abc", "99999999999999999999", "1e3"] {
                #expect(try await browser.get("/submissions?page=" + bad).status == .notFound, "\(bad)")
            }
            #expect(try await browser.get("/submissions/99").status == .notFound)
            #expect(try await browser.get("/submissions/x").status == .notFound)
        }
    }

    /// A page signs how many items its repeating groups have; a post grows them to
    /// that and no further, whatever it claims or names, and the Add button adds one
    /// at a time, each page signing the new count.
    @Test func aPostGrowsAGroupOnlyToWhatItsPageHad() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            let empty = try await browser.get("/gallery/account")
            let signedEmpty = try #require(empty.itemCounts)
            // A thousand items claimed and named, on a page that had none.
            let claimed = [("email", "a@b.co"), ("phones.count", "1000")] + (0..<1_000).map { ("phones.items", String($0)) }
            let crafted = try await browser.post("/gallery/account", claimed + [("fw-action", "update")])
            #expect(crafted.status == .ok)
            #expect(!crafted.html.contains(#"name="phones.0""#))
            #expect(crafted.html.utf8.count < 2 * empty.html.utf8.count)
            // A signature that is not the server's, or another browser's, counts for nothing.
            let other = WebClient(client)
            try await other.get("/gallery/account")
            // The other browser's page had two items: its signature is worth nothing here.
            _ = try await other.post("/gallery/account", [("email", "a@b.co"), ("phones.count", "0"), ("fw-action", "select phones.add")])
            _ = try await other.post("/gallery/account", [("email", "a@b.co"), ("phones.count", "1"), ("phones.items", "0"),
                                                          ("fw-action", "select phones.add")])
            let othersTwo = try #require(other.lastItemCounts)
            #expect(othersTwo.hasSuffix("phones=2"))
            for forged in [signedEmpty.replacingOccurrences(of: "phones=0", with: "phones=1000"), "AAAA.phones=1000", othersTwo] {
                try await browser.get("/gallery/account")
                let answer = try await browser.post("/gallery/account", claimed + [("fw-items", forged), ("fw-action", "update")])
                #expect(!answer.html.contains(#"name="phones.0""#), "\(forged)")
            }
            // Add, add: two items, their values kept.
            try await browser.get("/gallery/account")
            _ = try await browser.post("/gallery/account", [("email", "a@b.co"), ("phones.count", "0"), ("fw-action", "select phones.add")])
            let two = try await browser.post("/gallery/account", [("email", "a@b.co"), ("phones.count", "1"), ("phones.items", "0"),
                                                                  ("phones.0", "555-123-4567"), ("fw-action", "select phones.add")])
            #expect(two.html.contains(#"value="555-123-4567""#))
            #expect(two.html.contains(#"name="phones.1""#))
            #expect(two.itemCounts?.hasSuffix("phones=2") == true)
            let stored = try await browser.post("/gallery/account", [
                ("email", "a@b.co"), ("phones.count", "5"), ("phones.items", "0"), ("phones.items", "1"), ("phones.items", "2"),
                ("phones.0", "555-123-4567"), ("phones.1", "555-765-4321"), ("phones.2", "555-000-0000"), ("fw-action", "submit"),
            ])
            #expect(stored.status == .seeOther, "two items, as the page had; the third is not made")
            let list = try await browser.get("/submissions")
            #expect(list.html.contains("555-765-4321") && !list.html.contains("555-000-0000"))
        }
    }

    @Test func passwordsAreNotStored() throws {
        let form = GalleryForms.catalogue()
        let values = GallerySite.storedValues(of: form)
        #expect(form.rowBy(tag: "password")?.baseValue as? String == "secret")
        #expect(values["password"] == .string("(not stored)"))
        #expect(values["email"] == .string("ada@example.com"), "the rest is stored as it is")
    }

    @Test func anInvalidSubmissionShowsErrorsAndKeepsEverythingTyped() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            try await browser.get("/gallery/validation")
            let answer = try await browser.post("/gallery/validation", [
                ("email", "not an email"), ("password", "short"), ("confirm", "other"), ("age", "twelve"),
                ("expiry", "13/99"), ("fw-action", "submit"),
            ])
            #expect(answer.status == .unprocessableContent)
            #expect(answer.html.contains(#"value="not an email""#))
            #expect(answer.html.contains(#"value="twelve""#))
            #expect(answer.html.contains(#"id="email" name="email" aria-describedby="email-errors" aria-invalid="true""#))
            #expect(answer.html.contains("fw-error-summary"))
            #expect(!answer.html.contains("short"), "passwords are never written back")
        }
    }

    /// Nothing a post carries is converted before its token is known to be good: a
    /// missing, forged or repeated token gets a refusal that shows nothing sent. A
    /// genuine token past its age is a page left open too long: the page comes back
    /// with what was typed and a fresh token.
    @Test func badTokensAreRefusedUnreadAndAnExpiredPageComesBackWithWhatWasTyped() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            try await browser.get("/gallery/account")
            let missing = try await browser.post("/gallery/account", [("email", "kept@example.com")], token: .some(nil))
            #expect(missing.status == .forbidden)
            #expect(!missing.html.contains("kept@example.com"))
            #expect(!missing.html.contains("<form"))
            #expect(missing.headers[.connection] == "close")
            let wrong = try await browser.post("/gallery/account", [("email", "a@b.co")], token: "AAAA")
            #expect(wrong.status == .forbidden)
            #expect(!wrong.html.contains("<form"))
            let otherSecret = CSRFProtection(secret: "another server's secret").token(browser: browser.cookies["fw_csrf"] ?? "")
            #expect(try await browser.post("/gallery/account", [("email", "a@b.co")], token: otherSecret).status == .forbidden)
            let twice = try await browser.post("/gallery/account", [("fw-csrf", browser.lastToken), ("email", "a@b.co")])
            #expect(twice.status == .forbidden, "a token sent twice is refused")
            #expect(!twice.html.contains("<form"))

            let old = CSRFProtection(secret: "the tests' own secret").token(browser: browser.cookies["fw_csrf"] ?? "",
                                                                 at: Date().addingTimeInterval(-13 * 3600))
            let expired = try await browser.post("/gallery/account", [("email", "kept@example.com")], token: old)
            #expect(expired.status == .forbidden)
            #expect(expired.html.contains(#"value="kept@example.com""#))
            #expect(expired.html.contains("expired"))
            #expect(expired.token != nil && expired.token != old, "a fresh token to send it again with")
            // The fresh page's token works again.
            let fine = try await browser.post("/gallery/account", [("email", "a@b.co"), ("phones.count", "0")])
            #expect(fine.status == .seeOther)
        }
    }

    /// The pages refusing a post speak the form's language: the French page's
    /// refusals are in French, marked as French.
    @Test func refusalsSpeakTheFormsLanguage() async throws {
        try await galleryApp().test(.router) { client in
            let stranger = WebClient(client)
            let noCookie = try await stranger.postRaw("/gallery/french", "name=x",
                                                      headers: [.contentType: "application/x-www-form-urlencoded"])
            #expect(noCookie.status == .forbidden)
            #expect(noCookie.html.contains(#"<html lang="fr""#))
            #expect(noCookie.html.contains("Refusé"))
            #expect(noCookie.html.contains("Ce formulaire a besoin du cookie de sa page."))
            #expect(!noCookie.html.contains("Refused"))
            let notAForm = try await stranger.postRaw("/gallery/french", "{}", headers: [.contentType: "application/json"])
            #expect(notAForm.status == .unsupportedMediaType)
            #expect(notAForm.html.contains("Pas un formulaire"))

            let browser = WebClient(client)
            try await browser.get("/gallery/french")
            let wrong = try await browser.post("/gallery/french", [("name", "x")], token: "AAAA")
            #expect(wrong.status == .forbidden)
            #expect(wrong.html.contains("page est trop ancienne"))
            let old = CSRFProtection(secret: "the tests' own secret").token(browser: browser.cookies["fw_csrf"] ?? "",
                                                                 at: Date().addingTimeInterval(-13 * 3600))
            let expired = try await browser.post("/gallery/french", [("name", "x")], token: old)
            #expect(expired.html.contains("Cette page avait expiré."))
            // Arabic is written right to left, on the refusal pages too.
            let arabic = try await stranger.postRaw("/gallery/arabic", "email=x",
                                                    headers: [.contentType: "application/x-www-form-urlencoded"])
            #expect(arabic.html.contains(#"<html lang="ar" dir="rtl""#))
            #expect(arabic.html.contains("مرفوض"))
            // The English pages keep their words.
            let english = try await stranger.postRaw("/gallery/account", "email=x",
                                                     headers: [.contentType: "application/x-www-form-urlencoded"])
            #expect(english.html.contains(#"<html lang="en""#) && english.html.contains("Refused"))
        }
    }

    @Test func aPostWithoutTheCookieIsRefusedBeforeItsBodyIsRead() async throws {
        try await galleryApp().test(.router) { client in
            let stranger = WebClient(client)
            // 37 bytes that stopped the server once: refused with no cookie, unread.
            let answer = try await stranger.postRaw("/gallery/catalogue", "decimal=1e-9223372036854775808&x=1234",
                                                    headers: [.contentType: "application/x-www-form-urlencoded"])
            #expect(answer.status == .forbidden)
            #expect(answer.headers[.connection] == "close")
            #expect(!answer.html.contains("<form"))
        }
    }

    @Test func aTokenForAnotherBrowserIsRefused() async throws {
        try await galleryApp().test(.router) { client in
            let alice = WebClient(client)
            let mallory = WebClient(client)
            try await alice.get("/gallery/account")
            try await mallory.get("/gallery/account")
            let forged = try await alice.post("/gallery/account", [("email", "a@b.co")], token: mallory.lastToken)
            #expect(forged.status == .forbidden)
        }
    }

    @Test func crossOriginPostsAreRefused() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            try await browser.get("/gallery/account")
            let origin = try await browser.post("/gallery/account", [("email", "a@b.co")], headers: [.origin: "https://evil.example"])
            #expect(origin.status == .forbidden)
            let site = try await browser.post("/gallery/account", [("email", "a@b.co")],
                                              headers: [HTTPField.Name("Sec-Fetch-Site")!: "cross-site"])
            #expect(site.status == .forbidden)
        }
    }

    /// Behind a proxy the server sees another host than the browser's origin: an
    /// origin set as trusted posts, with its token; others are still refused.
    @Test func aTrustedOriginPostsThroughAProxy() async throws {
        let proxied: HTTPFields = [.origin: "https://forms.example.com", HTTPField.Name("Sec-Fetch-Site")!: "same-origin"]
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            try await browser.get("/gallery/account")
            let refused = try await browser.post("/gallery/account", [("email", "a@b.co"), ("phones.count", "0")], headers: proxied)
            #expect(refused.status == .forbidden, "not trusted unless set")
        }
        try await galleryApp(trustedOrigins: ["https://forms.example.com"]).test(.router) { client in
            let browser = WebClient(client)
            try await browser.get("/gallery/account")
            let taken = try await browser.post("/gallery/account", [("email", "a@b.co"), ("phones.count", "0")], headers: proxied)
            #expect(taken.status == .seeOther)
            try await browser.get("/gallery/account")
            let forged = try await browser.post("/gallery/account", [("email", "a@b.co")], token: "forged", headers: proxied)
            #expect(forged.status == .forbidden, "a trusted origin still needs its token")
            try await browser.get("/gallery/account")
            let evil = try await browser.post("/gallery/account", [("email", "a@b.co")], headers: [.origin: "https://evil.example"])
            #expect(evil.status == .forbidden)
        }
    }

    @Test func oversizedMalformedAndForeignBodiesGetTheirStatus() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            try await browser.get("/gallery/account")
            let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
            let large = try await browser.postRaw("/gallery/account", "email=" + String(repeating: "a", count: 1 << 20), headers: form)
            #expect(large.status == .contentTooLarge)
            let malformed = try await browser.postRaw("/gallery/account", "email=%ZZ", headers: form)
            #expect(malformed.status == .badRequest)
            #expect(malformed.html.contains("% escape"))
            let notUTF8 = try await browser.postRaw("/gallery/account", "email=%FF", headers: form)
            #expect(notUTF8.status == .badRequest)
            let json = try await browser.postRaw("/gallery/account", #"{"email":"a@b.co"}"#, headers: [.contentType: "application/json"])
            #expect(json.status == .unsupportedMediaType)
            let many = try await browser.postRaw("/gallery/account", (0..<10_001).map { "f\($0)=1" }.joined(separator: "&"), headers: form)
            #expect(many.status == .badRequest)
            // A form without a file row takes no more as multipart than as a plain
            // form; one with a file row takes an upload's size.
            let padding = String(repeating: "a", count: (1 << 20) + 1)
            let multipart = "--B\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\n\(padding)\r\n--B--\r\n"
            let upload: HTTPFields = [.contentType: "multipart/form-data; boundary=B"]
            let noFiles = try await browser.postRaw("/gallery/account", multipart, headers: upload)
            #expect(noFiles.status == .contentTooLarge)
            #expect(noFiles.html.contains("larger than \(1 << 20) bytes"))
            try await browser.get("/gallery/catalogue")
            let withFiles = try await browser.postRaw("/gallery/catalogue", multipart, headers: upload)
            #expect(withFiles.status != .contentTooLarge, "a form with a file row takes more than a plain body")
        }
    }

    @Test func scriptInjectionInEveryFieldComesBackEscaped() async throws {
        let evil = #"<script>alert("x")</script>"#
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            for name in Self.pages {
                let page = try await browser.get("/gallery/" + name)
                let names = Set(FormFields.shown(in: page.html).map(\.0)).subtracting(["fw-csrf", "fw-action"])
                let answer = try await browser.post("/gallery/" + name, names.sorted().map { ($0, evil) } + [("fw-action", "submit")])
                #expect(answer.status == .unprocessableContent || answer.status == .seeOther, "\(name): \(answer.status)")
                #expect(!answer.html.contains("<script>"), "\(name)")
            }
            let stored = try await browser.get("/submissions")
            #expect(!stored.html.contains("<script>"))
        }
    }

    @Test func craftedPostsCannotChangeHiddenDisabledOrUnlistedValues() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            try await browser.get("/gallery/conditions")
            // `state` is hidden unless the country is US; `express` is disabled for JP.
            let answer = try await browser.post("/gallery/conditions", [
                ("ship", "true"), ("country", "JP"), ("state", "sneaky"), ("express", "true"), ("fw-action", "update"),
            ])
            #expect(answer.status == .ok)
            #expect(answer.html.contains(#"data-row="state" hidden>"#))
            #expect(!answer.html.contains("sneaky"))
            #expect(answer.html.contains(#"id="express" name="express" disabled>"#), "the disabled check stays unticked")
            let unlisted = try await browser.post("/gallery/conditions", [("ship", "true"), ("country", "Atlantis"), ("fw-action", "submit")])
            #expect(unlisted.status == .unprocessableContent)
            #expect(!unlisted.html.contains(#"value="Atlantis""#))
        }
    }

    @Test func anUploadIsTakenFromAMultipartPostAndAForeignFileRefused() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            let page = try await browser.get("/gallery/catalogue")
            #expect(page.html.contains(#"enctype="multipart/form-data""#))
            func multipart(_ file: [UInt8], action: String = "update") -> [UInt8] {
                var body = "--B\r\nContent-Disposition: form-data; name=\"fw-csrf\"\r\n\r\n\(browser.lastToken)\r\n"
                body += "--B\r\nContent-Disposition: form-data; name=\"fw-action\"\r\n\r\n\(action)\r\n"
                body += "--B\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"me.png\"\r\nContent-Type: image/png\r\n\r\n"
                return Array(body.utf8) + file + Array("\r\n--B--\r\n".utf8)
            }
            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x41]
            let taken = try await browser.postRaw("/gallery/catalogue", bytes: multipart(png),
                                                  headers: [.contentType: "multipart/form-data; boundary=B"])
            #expect(taken.status == .ok)
            #expect(taken.html.contains(#"<img class="fw-preview" src="data:image/png;base64,"#))
            let script = try await browser.postRaw("/gallery/catalogue",
                                                   bytes: multipart(Array("<script>alert(1)</script>".utf8), action: "submit"),
                                                   headers: [.contentType: "multipart/form-data; boundary=B"])
            #expect(script.status == .unprocessableContent)
            #expect(!script.html.contains("fw-preview"))
            #expect(script.html.contains("Choose a PNG, JPEG, GIF or WebP image."))
            let broken = try await browser.postRaw("/gallery/catalogue", "--B\r\nbroken", headers: [.contentType: "multipart/form-data; boundary=B"])
            #expect(broken.status == .badRequest)
        }
    }

    @Test func twoInstancesThatShareTheSecretAcceptEachOthersPages() async throws {
        let first = try galleryApp(secret: "shared by two instances")
        let second = try galleryApp(secret: "shared by two instances")
        let other = try galleryApp(secret: "not shared with them")
        let (cookie, token) = try await first.test(.router) { client in
            let browser = WebClient(client)
            try await browser.get("/gallery/account")
            return (browser.cookies["fw_csrf"] ?? "", browser.lastToken)
        }
        for (app, expected) in [(second, HTTPResponse.Status.seeOther), (other, .forbidden)] {
            try await app.test(.router) { client in
                let browser = WebClient(client)
                browser.cookies["fw_csrf"] = cookie
                browser.lastToken = token
                let answer = try await browser.post("/gallery/account", [("email", "a@b.co"), ("phones.count", "0")])
                #expect(answer.status == expected)
            }
        }
    }

    @Test func assetsAreServedWithLongCaching() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            let css = try await browser.get("/formwork/formwork.css?v=" + HTMLAssets.version)
            #expect(css.status == .ok)
            #expect(css.headers[.contentType] == "text/css; charset=utf-8")
            #expect(css.headers[.cacheControl]?.contains("immutable") == true)
            #expect(css.html.contains("prefers-color-scheme: dark"))
            let js = try await browser.get("/formwork/formwork.js")
            #expect(js.headers[.contentType] == "text/javascript; charset=utf-8")
            let theme = try await browser.get("/formwork/theme.css?accent=5b3cc4&radius=12&font=%3C%2Fstyle%3E")
            #expect(theme.html.contains("--fw-accent: #5b3cc4;"))
            #expect(theme.html.contains("--fw-radius: 12px;"))
            #expect(!theme.html.contains("</style>"))
        }
    }
}

/// The fields a browser would send for a page as shown: inputs with their values,
/// ticked checkboxes and radios, chosen options, text areas.
enum FormFields {
    static func shown(in html: String) -> [(String, String)] {
        var fields: [(String, String)] = []
        let tags = matches(#"<(input|select|textarea)\b([^>]*)>"#, in: html)
        for tag in tags {
            let attributes = tag[2]
            guard let name = attribute("name", in: attributes), !attributes.contains(" disabled") else { continue }
            switch tag[1] {
            case "input":
                let type = attribute("type", in: attributes) ?? "text"
                if type == "checkbox" || type == "radio" {
                    if attributes.contains(" checked") { fields.append((name, unescape(attribute("value", in: attributes) ?? "on"))) }
                } else if type != "submit" {
                    fields.append((name, unescape(attribute("value", in: attributes) ?? "")))
                }
            case "select":
                let start = html.range(of: "<select" + attributes + ">")!.upperBound
                let body = html[start..<html.range(of: "</select>", range: start..<html.endIndex)!.lowerBound]
                let selected = matches(#"<option value="([^"]*)" selected>"#, in: String(body)).first?[1] ?? ""
                fields.append((name, unescape(selected)))
            default:
                fields.append((name, ""))
            }
        }
        return fields
    }

    static func attribute(_ name: String, in text: String) -> String? {
        matches(" " + name + #"="([^"]*)""#, in: text).first?[1]
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }
}
