#if Hummingbird
import Foundation
import Formwork
import FormworkHTML
import FormworkServing
import HTTPTypes
import Hummingbird

/// A form served at one address: a fresh form from the template for every request,
/// drawn as a page with a CSRF token, and posts decoded, checked and applied.
///
/// ```swift
/// let route = FormRoute(template: signUp, csrf: CSRFProtection(secret: secret))
/// router.addForm("/sign-up", route) { form, _, _ in
///     try await store(form.values())
///     return .redirect(to: "/thanks")
/// }
/// ```
///
/// A post is checked from the cheapest check to the dearest, and nothing it carries
/// is converted before its token is known to be good:
///
/// | Refusal | Status |
/// |---|---|
/// | a host the server does not answer for (``allowedHosts``) | 400 |
/// | from another site (`Origin`, `Sec-Fetch-Site`) | 403 |
/// | not a form's encoding | 415 |
/// | no CSRF cookie | 403 |
/// | a declared `Content-Length` over the limit | 413, before reading the body |
/// | a body over the limit (the upload limit only for a form with a file row) | 413 |
/// | more bodies held at once than ``bodyBudget`` allows | 503 |
/// | a malformed body | 400 |
/// | a missing, forged or foreign token | 403, nothing converted |
/// | a genuine token past its age | 403, the page back with what was typed |
///
/// A page signs how many items its repeating groups have (`fw-items`, bound to the
/// browser); a post grows them to that and no further.
///
/// A refusal that leaves a body unread says `Connection: close`; served with
/// ``HummingbirdCore/HTTPServerBuilder/formwork(_:)``, the connection then closes
/// instead of reading the rest. A post with errors comes back (422) with
/// everything typed and the errors beside the fields.
public struct FormRoute: Sendable {
    /// The rules of the address, shared with every server integration.
    private var endpoint: FormEndpoint

    /// Makes each request's form.
    public var template: FormTemplate { endpoint.template }
    /// The CSRF protection, with the secret every instance shares.
    public var csrf: CSRFProtection {
        get { endpoint.csrf }
        set { endpoint.csrf = newValue }
    }
    /// The limits on bodies.
    public var limits: BodyLimits {
        get { endpoint.limits }
        set { endpoint.limits = newValue }
    }
    /// The bytes of bodies held at once, shared with the server's other routes
    /// when they are given the same budget: 64 MiB for this route unless set.
    public var bodyBudget: BodyBudget {
        get { endpoint.bodyBudget }
        set { endpoint.bodyBudget = newValue }
    }
    /// The hosts the route answers for: the loopback names unless set. Set the
    /// names a deployed site is reached by (`AllowedHosts`); every
    /// other `Host` gets 400.
    public var allowedHosts: AllowedHosts {
        get { endpoint.allowedHosts }
        set { endpoint.allowedHosts = newValue }
    }
    /// Draws the form.
    public var renderer: HTMLFormRenderer {
        get { endpoint.renderer }
        set { endpoint.renderer = newValue }
    }
    /// Draws the page around it.
    public var page: HTMLPage {
        get { endpoint.page }
        set { endpoint.page = newValue }
    }
    /// Whether the page of a fresh form is drawn once and reused: true unless set.
    ///
    /// Every fresh form of a template is the same, and so is its page but for the
    /// hidden CSRF token and signed item counts. The page is drawn the first time
    /// it is asked for; each request then writes its own values into it, without
    /// making a form or drawing one. Pages of forms with errors, or with a notice,
    /// are drawn per request. Turn it off only when a presenter of ``renderer``
    /// writes something that changes from one request to the next (the time, a
    /// counter). Changing ``renderer``, ``page`` or ``csrf`` draws the page again.
    public var reusesFreshPage: Bool {
        get { endpoint.reusesFreshPage }
        set { endpoint.reusesFreshPage = newValue }
    }

    /// A route for the forms of `template`.
    public init(template: FormTemplate, csrf: CSRFProtection) {
        endpoint = FormEndpoint(template: template, csrf: csrf)
    }

    /// The page of `form` (a fresh form when nil), with a token for the browser
    /// that sent `request`.
    public func page(for request: Request, form: Form? = nil, status: HTTPResponse.Status = .ok,
                     notice: String? = nil) -> Response {
        let reply = endpoint.page(browserCookie: request.cookies[csrf.cookieNameInUse]?.value, form: form,
                                  status: status.code, notice: notice)
        return Response(reply, csrf: csrf)
    }

    /// Handles a post: checks its host, origin, encoding, cookie, size and token,
    /// applies it to a fresh form and, when it is a valid submission, answers with
    /// `onValid`.
    public func respond(to request: Request, onValid: (Form) async throws -> Response) async throws -> Response {
        switch try await endpoint.respond(to: FormRequestHead(request, cookieName: csrf.cookieNameInUse),
                                          body: request.body, onValid: onValid) {
        case .reply(let reply): Response(reply, csrf: csrf)
        case .valid(let response): response
        }
    }
}

extension FormRequestHead {
    /// What the endpoint reads of a Hummingbird request.
    init(_ request: Request, cookieName: String) {
        self.init(hosts: request.hosts, origin: request.headers[.origin],
                  fetchSite: request.headers[FormRequestHead.fetchSiteField],
                  contentType: request.headers[.contentType] ?? "", contentLength: request.headers[.contentLength],
                  browserCookie: request.cookies[cookieName]?.value)
    }

    static let fetchSiteField = HTTPField.Name("Sec-Fetch-Site")!
}

extension Request {
    /// Every host the request named: Hummingbird moves the first `Host` into the
    /// authority; a second one stays among the fields.
    var hosts: [String] {
        (head.authority.map { [$0] } ?? []) + headers[values: Self.hostField]
    }

    static let hostField = HTTPField.Name("Host")!
}

extension Router {
    /// Serves `route` at `path`: its page on GET, and posts through
    /// ``FormRoute/respond(to:onValid:)``; requests for a host the route does not
    /// serve get 400.
    @discardableResult
    public func addForm(_ path: String, _ route: FormRoute,
                        onValid: @escaping @Sendable (Form, Request, Context) async throws -> Response) -> Self {
        get(RouterPath(path)) { request, _ in route.allowedHosts.refusal(for: request) ?? route.page(for: request) }
        post(RouterPath(path)) { request, context in
            try await route.respond(to: request) { form in try await onValid(form, request, context) }
        }
        return self
    }
}
#endif
