import Foundation
import Formwork
import FormworkHTML
import FormworkHummingbird
import Hummingbird

/// The gallery served by Hummingbird: an index, a page per gallery form, and the
/// stored submissions.
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
    package static func router(secret: String, previousSecrets: [String] = [], store: any GalleryStore,
                               trustedOrigins: Set<String> = [],
                               allowedHosts: AllowedHosts = .loopback,
                               bodyBudget: BodyBudget = BodyBudget()) -> Router<BasicRequestContext> {
        let site = GallerySite(store: store)
        let router = Router()
        router.add(middleware: AllowedHostsMiddleware(allowedHosts))
        router.addFormworkAssets()
        var csrf = CSRFProtection(secret: secret, previousSecrets: previousSecrets)
        csrf.trustedOrigins = trustedOrigins
        func route(_ template: FormTemplate) -> FormRoute {
            var route = FormRoute(template: template, csrf: csrf)
            route.renderer = GalleryRenderer.shared
            route.page.navigation = site.navigation
            // The gallery's menu is in English above every page, French and Arabic too.
            route.page.navigationLanguage = "en"
            // The router's middleware has checked the host of every request already.
            route.allowedHosts = .any
            route.bodyBudget = bodyBudget
            return route
        }
        for page in site.forms {
            let name = page.name
            router.addForm("/gallery/" + name, route(page.template)) { form, _, _ in
                Response(status: .seeOther, headers: [.location: try await site.store(form, of: name)])
            }
        }
        for journey in site.journeys {
            let name = journey.name
            // The gallery's journeys ask nothing a draft cannot keep (GallerySite checks it).
            guard var route = try? JourneyRoute(template: journey.template, csrf: csrf, store: store.drafts) else { continue }
            route.renderer = GalleryRenderer.shared
            route.page.navigation = site.navigation
            route.page.navigationLanguage = "en"
            route.allowedHosts = .any
            route.bodyBudget = bodyBudget
            router.addJourney("/gallery/" + name, route) { form, _, _, _ in
                Response(status: .seeOther, headers: [.location: try await site.store(form, of: name)])
            }
        }
        // For load runs: the account page taking valid posts without storing them,
        // and the smallest route Hummingbird serves, to compare with.
        if let template = site.loadAccount {
            var account = route(template)
            account.page.navigation = []
            router.addForm("/load/account", account) { _, _, _ in
                Response(status: .seeOther, headers: [.location: "/load/account"])
            }
        }
        // The gallery's account page drawn for every request, to show what reusing
        // a fresh form's page saves.
        if let account = site.forms.first(where: { $0.name == "account" }) {
            var drawn = route(account.template)
            drawn.reusesFreshPage = false
            router.addForm("/load/drawn", drawn) { _, _, _ in Response(status: .seeOther, headers: [.location: "/load/drawn"]) }
        }
        router.get("/load/hello") { _, _ in "hello" }
        router.get("/gallery/:page/schema.json") { _, context in
            let page = site.jsonSchema(of: context.parameters.get("page"))
            return SecurityHeaders.response(page.html, status: HTTPResponse.Status(code: page.status),
                                            contentType: "application/json", extra: [.cacheControl: "no-store"])
        }
        router.get("/") { _, _ in response(site.index) }
        router.get("/submissions") { request, _ in
            response(try await site.submissions(page: request.uri.queryParameters["page"].map(String.init)))
        }
        router.get("/submissions/:id") { _, context in
            response(try await site.submission(id: context.parameters.get("id")))
        }
        return router
    }

    private static func response(_ page: GallerySite.Page) -> Response {
        SecurityHeaders.response(page.html, status: HTTPResponse.Status(code: page.status), extra: [.cacheControl: "no-store"])
    }
}
