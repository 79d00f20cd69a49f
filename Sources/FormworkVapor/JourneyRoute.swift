#if Vapor
import Foundation
import Formwork
import FormworkHTML
import FormworkServing
import Vapor

/// A form of several pages served by Vapor: each page at an address of its
/// own that holds the draft's code, and the journey kept in a `DraftStore`,
/// never in cookies.
///
/// ```swift
/// let route = try JourneyRoute(template: application, csrf: CSRFProtection(secret: secret),
///                          store: SQLiteDraftStore(path: "drafts.sqlite"))
/// app.addJourney("apply", route) { form, code, request in
///     try await store(form.values(), id: code)
///     return request.redirect(to: "/thanks")
/// }
/// ```
///
/// | Address | GET | POST |
/// |---|---|---|
/// | `/apply` | the first page of a fresh form | its answers: a draft is made |
/// | `/apply/CODE` | 303 to where the draft stands | |
/// | `/apply/CODE/N` | page N, from 1 | Continue, Back, or "Save and continue later" |
/// | `/apply/CODE/review` | every answer, with Change links | Submit |
/// | `/apply/CODE/saved` | the code and the link that resumes | |
///
/// Every post is checked as ``FormRoute`` checks one (host, origin, CSRF token,
/// limits), and answered with a redirect (303), so that refreshing a page or the
/// browser's Back never posts twice; a page with errors comes back (422) with
/// everything typed and the focus on the summary of its errors. The page an
/// address names is never trusted: a page off the path, or past the first one not
/// yet continued from, answers 303 to that one, and nothing is stored. A GET never
/// writes a draft (mail scanners follow links).
///
/// A page carries the fingerprint of its answers as the draft held them: a post
/// over answers changed since, in another tab or on another device, gets a
/// conflict page (409) that shows both, never a silent overwrite. A code that
/// names no draft, or an expired one, answers 404; a submitted one, 410.
///
/// `onSubmit` gets the form, valid on every page of its path, and the draft's
/// code, which names the submission. It is called once for a draft: the draft is
/// marked submitted first, so a second submission (a double click, another tab,
/// another instance) answers 410; when `onSubmit` throws, the mark is taken back
/// and the draft can be submitted again.
public struct JourneyRoute: Sendable {
    /// The rules of the journey, shared with every server integration.
    var endpoint: JourneyEndpoint

    /// Makes each request's form.
    public var template: FormTemplate { endpoint.form.template }
    /// Where the drafts are kept.
    public var store: any DraftStore { endpoint.store }
    /// The CSRF protection, with the secret every instance shares.
    public var csrf: CSRFProtection {
        get { endpoint.form.csrf }
        set { endpoint.form.csrf = newValue }
    }
    /// The limits on bodies.
    public var limits: BodyLimits {
        get { endpoint.form.limits }
        set { endpoint.form.limits = newValue }
    }
    /// The bytes of bodies held at once, shared with the server's other routes
    /// when they are given the same budget.
    public var bodyBudget: BodyBudget {
        get { endpoint.form.bodyBudget }
        set { endpoint.form.bodyBudget = newValue }
    }
    /// The hosts the route answers for: the loopback names unless set.
    public var allowedHosts: AllowedHosts {
        get { endpoint.form.allowedHosts }
        set { endpoint.form.allowedHosts = newValue }
    }
    /// Draws each page's rows.
    public var renderer: HTMLFormRenderer {
        get { endpoint.form.renderer }
        set { endpoint.form.renderer = newValue }
    }
    /// Draws the document around them.
    public var page: HTMLPage {
        get { endpoint.form.page }
        set { endpoint.form.page = newValue }
    }

    /// A route for the journeys through the forms of `template`, their drafts kept
    /// in `store`.
    ///
    /// - Throws: the template's rows whose answers a draft never keeps (a password,
    ///   a row marked sensitive, a subform): a journey keeps its answers in its
    ///   draft between pages, so they would be lost. Ask them in a form of their own.
    public init(template: FormTemplate, csrf: CSRFProtection, store: any DraftStore) throws(FormTemplateError) {
        endpoint = try JourneyEndpoint(template: template, csrf: csrf, store: store, basePath: "/")
    }
}

extension RoutesBuilder {
    /// Serves `route` at `path` and the addresses under it (see ``JourneyRoute``),
    /// posts' bodies streamed; requests for a host the route does not serve get
    /// 400.
    ///
    /// - Parameters:
    ///   - path: the journey's address; its pages are under it.
    ///   - route: the journey's template, draft store and rules.
    ///   - onSubmit: answers a valid submission from the review, given the form and
    ///     the draft's code, once a draft: it is marked submitted first, and the
    ///     mark is taken back when `onSubmit` throws.
    public func addJourney(_ path: String, _ route: JourneyRoute,
                           onSubmit: @escaping @Sendable (Form, DraftCode, Request) async throws -> Response) {
        var mounted = route
        mounted.endpoint.basePath = JourneyEndpoint.trimmed(path)
        let route = mounted
        let endpoint = route.endpoint
        let csrf = route.csrf
        let base = endpoint.basePath.pathComponents
        let cookie = { @Sendable (request: Request) in request.cookies[csrf.cookieNameInUse]?.string }
        get(base) { request async -> Response in
            route.allowedHosts.refusal(for: request) ?? Response(endpoint.start(browserCookie: cookie(request)), csrf: csrf)
        }
        get(base + [":code"]) { request async -> Response in
            if let refusal = route.allowedHosts.refusal(for: request) { return refusal }
            let reply = await endpoint.show(code: request.parameters.get("code") ?? "", segment: nil, fromReview: false,
                                            browserCookie: cookie(request))
            return Response(reply, csrf: csrf)
        }
        get(base + [":code", ":page"]) { request async -> Response in
            if let refusal = route.allowedHosts.refusal(for: request) { return refusal }
            let reply = await endpoint.show(code: request.parameters.get("code") ?? "", segment: request.parameters.get("page"),
                                            fromReview: (try? request.query.get(String.self, at: JourneyEndpoint.fromField)) == "review",
                                            browserCookie: cookie(request))
            return Response(reply, csrf: csrf)
        }
        let post = { @Sendable (request: Request, code: String?, segment: String?) async throws -> Response in
            let answer = try await endpoint.respond(to: FormRequestHead(request, cookieName: csrf.cookieNameInUse),
                                                    body: StreamedBody(request: request), code: code, segment: segment) { form, draft in
                try await onSubmit(form, draft, request)
            }
            switch answer {
            case .reply(let reply): return Response(reply, csrf: csrf)
            case .valid(let response): return response
            }
        }
        on(.POST, base, body: .stream) { request async throws -> Response in try await post(request, nil, nil) }
        on(.POST, base + [":code", ":page"], body: .stream) { request async throws -> Response in
            try await post(request, request.parameters.get("code") ?? "", request.parameters.get("page") ?? "")
        }
    }
}
#endif
