import Foundation
import Formwork
import FormworkGalleryForms
import FormworkHTML
import FormworkHummingbird
import Hummingbird

/// The gallery's web routes: an index, a page per gallery form, and the stored
/// submissions.
package enum GalleryServer {
    package static func router(secret: String, store: SubmissionStore, trustedOrigins: Set<String> = []) -> Router<BasicRequestContext> {
        let router = Router()
        router.addFormworkAssets()
        CustomRowTypes.register()
        var csrf = CSRFProtection(secret: secret)
        csrf.trustedOrigins = trustedOrigins
        let navigation = [(title: "Gallery", href: "/")]
            + GalleryForms.all.map { (title: $0.name, href: "/gallery/" + $0.name) }
            + [(title: "Submissions", href: "/submissions")]
        for entry in GalleryForms.all {
            // Each gallery form is checked once, as a template; every request gets a copy.
            guard let template = try? FormTemplate({
                let form = entry.make()
                if form.title == nil { form.title = entry.summary }
                return form
            }) else { continue }
            var route = FormRoute(template: template, csrf: csrf)
            route.renderer = GalleryRenderer.shared
            route.page.navigation = navigation
            let name = entry.name
            router.addForm("/gallery/" + name, route) { form, _, _ in
                let id = try store.save(page: name, values: GalleryServer.storedValues(of: form))
                return Response(status: .seeOther, headers: [.location: "/submissions#submission-\(id)"])
            }
        }
        // For load runs: the account page taking valid posts without storing them,
        // and the smallest route Hummingbird serves, to compare with.
        if let template = try? FormTemplate({ GalleryForms.account() }) {
            var route = FormRoute(template: template, csrf: csrf)
            route.renderer = GalleryRenderer.shared
            router.addForm("/load/account", route) { _, _, _ in
                Response(status: .seeOther, headers: [.location: "/load/account"])
            }
        }
        router.get("/load/hello") { _, _ in "hello" }
        router.get("/") { _, _ in
            GalleryPages.response(GalleryPages.index(navigation: navigation))
        }
        router.get("/submissions") { _, _ in
            GalleryPages.response(GalleryPages.submissions(try store.all(), navigation: navigation))
        }
        return router
    }

    /// What the gallery stores of a valid submission: its values, without the
    /// passwords (the submissions page shows everything stored to anyone).
    package static func storedValues(of form: Form) -> [String: JSONValue] {
        var values = form.jsonValues()
        for section in form.allSections {
            for row in section.allRows where row.kind == .secureText {
                guard let tag = row.tag, values[tag] != nil else { continue }
                values[tag] = .string("(not stored)")
            }
        }
        return values
    }
}
