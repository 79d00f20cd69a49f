import Foundation
import Formwork
import FormworkHTML
import FormworkVapor
import Vapor

/// The gallery served by Vapor: the same site as ``GalleryServer`` serves with
/// Hummingbird, at the same addresses, by the same rules.
package enum GalleryVaporServer {
    /// Adds the gallery's routes to `app`.
    ///
    /// - Parameters:
    ///   - app: the application.
    ///   - secret: the secret that signs CSRF tokens.
    ///   - previousSecrets: secrets used before it, whose tokens are still taken.
    ///   - store: where valid submissions go.
    ///   - trustedOrigins: origins besides the host served whose posts pass the origin check.
    ///   - allowedHosts: the hosts answered; every other `Host` gets 400.
    ///   - bodyBudget: the bytes of bodies held at once, across every form.
    package static func configure(_ app: Application, secret: String, previousSecrets: [String] = [],
                                  store: any GalleryStore, trustedOrigins: Set<String> = [],
                                  allowedHosts: AllowedHosts = .loopback, bodyBudget: BodyBudget = BodyBudget()) {
        let site = GallerySite(store: store)
        app.middleware.use(AllowedHostsMiddleware(allowedHosts), at: .beginning)
        app.addFormworkAssets()
        var csrf = CSRFProtection(secret: secret, previousSecrets: previousSecrets)
        csrf.trustedOrigins = trustedOrigins
        func route(_ template: FormTemplate) -> FormRoute {
            var route = FormRoute(template: template, csrf: csrf)
            route.renderer = GalleryRenderer.shared
            route.page.navigation = site.navigation
            route.page.navigationLanguage = "en"
            // The middleware has checked the host of every request already.
            route.allowedHosts = .any
            route.bodyBudget = bodyBudget
            return route
        }
        for page in site.forms {
            let name = page.name
            app.addForm("gallery/" + name, route(page.template)) { form, _ in
                Response(status: .seeOther, headers: ["Location": try await site.store(form, of: name)])
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
            app.addJourney("gallery/" + name, route) { form, _, _ in
                Response(status: .seeOther, headers: ["Location": try await site.store(form, of: name)])
            }
        }
        // For load runs, as on Hummingbird: the account page without storing, and
        // the smallest route Vapor serves.
        if let template = site.loadAccount {
            var account = route(template)
            account.page.navigation = []
            app.addForm("load/account", account) { _, _ in
                Response(status: .seeOther, headers: ["Location": "/load/account"])
            }
        }
        // The gallery's account page drawn for every request, to show what reusing
        // a fresh form's page saves.
        if let account = site.forms.first(where: { $0.name == "account" }) {
            var drawn = route(account.template)
            drawn.reusesFreshPage = false
            app.addForm("load/drawn", drawn) { _, _ in Response(status: .seeOther, headers: ["Location": "/load/drawn"]) }
        }
        app.get("load", "hello") { _ in "hello" }
        app.get("gallery", ":page", "schema.json") { request -> Response in
            let page = site.jsonSchema(of: request.parameters.get("page"))
            return SecurityHeaders.response(page.html, status: HTTPStatus(statusCode: page.status),
                                            contentType: "application/json", extra: ["Cache-Control": "no-store"])
        }
        app.get { _ in response(site.index) }
        app.get("submissions") { request async throws -> Response in
            response(try await site.submissions(page: request.query[String.self, at: "page"]))
        }
        app.get("submissions", ":id") { request async throws -> Response in
            response(try await site.submission(id: request.parameters.get("id")))
        }
    }

    private static func response(_ page: GallerySite.Page) -> Response {
        SecurityHeaders.response(page.html, status: HTTPStatus(statusCode: page.status), extra: ["Cache-Control": "no-store"])
    }
}
