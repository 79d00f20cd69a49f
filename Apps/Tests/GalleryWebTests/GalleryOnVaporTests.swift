import Foundation
import FormworkGallery
import FormworkGalleryForms
import HummingbirdTesting
import Testing
import Vapor
import VaporTesting

/// The gallery served by Vapor is the gallery served by Hummingbird: the same
/// pages, byte for byte but for the tokens, and a post that works the same way.
@Suite("Gallery on Vapor")
struct GalleryOnVaporTests {
    static let secret = "the tests' own secret"

    /// The page with its per-request values (tokens, signed counts) blanked.
    static func comparable(_ html: String) -> String {
        html.replacingOccurrences(of: #"name="(fw-csrf|fw-items|fw-view)" value="[^"]*""#, with: #"name="$1" value="""#,
                                  options: .regularExpression)
    }

    @Test func everyPageIsTheSameOnBothServers() async throws {
        let paths = ["/", "/submissions", "/submissions?page=7", "/submissions/12"]
            + GalleryForms.all.map { "/gallery/" + $0.name }
        let fromHummingbird = try await galleryApp(secret: Self.secret).test(.router) { client in
            let browser = WebClient(client)
            var pages: [String: (Int, String)] = [:]
            for path in paths {
                let page = try await browser.get(path)
                pages[path] = (Int(page.status.code), Self.comparable(page.html))
            }
            return pages
        }
        try await withApp { app in
            app.logger.logLevel = .warning
            GalleryVaporServer.configure(app, secret: Self.secret, store: try SQLiteGalleryStore(path: ":memory:"))
            let browser = VaporClient(app)
            for path in paths {
                let page = try await browser.get(path)
                let expected = try #require(fromHummingbird[path])
                #expect(Int(page.status.code) == expected.0, "\(path)")
                #expect(Self.comparable(page.html) == expected.1, "\(path) differs")
            }
        }
    }

    @Test func aPostIsStoredAndListed() async throws {
        try await withApp { app in
            app.logger.logLevel = .warning
            GalleryVaporServer.configure(app, secret: Self.secret, store: try SQLiteGalleryStore(path: ":memory:"))
            let browser = VaporClient(app)
            try await browser.get("/gallery/account")
            let answer = try await browser.post("/gallery/account", [("email", "vapor@example.com"), ("fw-action", "submit")])
            #expect(answer.status == .seeOther)
            let location = try #require(answer.headers.first(name: .location))
            #expect(location.hasPrefix("/submissions#submission-"))
            let list = try await browser.get("/submissions")
            #expect(list.html.contains("vapor@example.com"))
        }
    }
}
