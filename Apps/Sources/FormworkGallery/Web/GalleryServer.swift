import Foundation
import Formwork
import FormworkGalleryForms
import FormworkHTML
import FormworkHummingbird
import Hummingbird

/// The gallery's web routes: an index, a page per gallery form, and the stored
/// submissions.
package enum GalleryServer {
    /// The gallery's routes.
    ///
    /// - Parameters:
    ///   - secret: the secret that signs CSRF tokens.
    ///   - previousSecrets: secrets used before it, whose tokens are still taken.
    ///   - store: where valid submissions go.
    ///   - trustedOrigins: origins besides the host served whose posts pass the origin check.
    ///   - allowedHosts: the hosts answered; every other `Host` gets 400.
    ///   - bodyBudget: the bytes of bodies held at once, across every form.
    package static func router(secret: String, previousSecrets: [String] = [], store: SubmissionStore,
                               trustedOrigins: Set<String> = [],
                               allowedHosts: AllowedHosts = .loopback,
                               bodyBudget: BodyBudget = BodyBudget()) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: AllowedHostsMiddleware(allowedHosts))
        router.addFormworkAssets()
        var csrf = CSRFProtection(secret: secret, previousSecrets: previousSecrets)
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
            // The gallery's menu is in English above every page, French and Arabic too.
            route.page.navigationLanguage = "en"
            // The router's middleware has checked the host of every request already.
            route.allowedHosts = .any
            route.bodyBudget = bodyBudget
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
            route.allowedHosts = .any
            route.bodyBudget = bodyBudget
            router.addForm("/load/account", route) { _, _, _ in
                Response(status: .seeOther, headers: [.location: "/load/account"])
            }
        }
        router.get("/load/hello") { _, _ in "hello" }
        router.get("/") { _, _ in
            GalleryPages.response(GalleryPages.index(navigation: navigation))
        }
        router.get("/submissions") { request, _ in
            // Pages of a bounded size, however many there are: ?page=2 and on.
            let count = try store.count()
            let pageCount = max(1, (count + GalleryPages.submissionsPerPage - 1) / GalleryPages.submissionsPerPage)
            var number = 1
            if let asked = request.uri.queryParameters["page"] {
                guard let page = Int(asked), (1...pageCount).contains(page) else {
                    return GalleryPages.notFound("There is no page \"\(asked)\" of submissions: they run from 1 to \(pageCount).",
                                                 navigation: navigation)
                }
                number = page
            }
            let shown = try store.submissions(offset: (number - 1) * GalleryPages.submissionsPerPage,
                                              limit: GalleryPages.submissionsPerPage)
            return GalleryPages.response(GalleryPages.submissions(shown, page: number, pageCount: pageCount, navigation: navigation))
        }
        router.get("/submissions/:id") { _, context in
            guard let id = context.parameters.get("id").flatMap(Int64.init), let submission = try store.submission(id: id) else {
                return GalleryPages.notFound("There is no such submission.", navigation: navigation)
            }
            return GalleryPages.response(GalleryPages.submission(submission, navigation: navigation))
        }
        return router
    }

    /// What the gallery stores of a valid submission: its values, without the
    /// passwords (the submissions page shows everything stored to anyone).
    package static func storedValues(of form: Form) -> [String: JSONValue] {
        var values = form.jsonValues()
        for section in form.allSections {
            for row in section.allRows where row.isSecret {
                guard let tag = row.tag, values[tag] != nil else { continue }
                values[tag] = .string("(not stored)")
            }
        }
        return values
    }
}
