#if Vapor
import Foundation
import Formwork
import FormworkHTML
import FormworkServing
import Vapor

/// A form served at one address by Vapor: a fresh form from the template for every
/// request, drawn as a page with a CSRF token, and posts decoded, checked and
/// applied.
///
/// ```swift
/// let route = FormRoute(template: signUp, csrf: CSRFProtection(secret: secret))
/// app.addForm("sign-up", route) { form, request in
///     try await store(form.values())
///     return request.redirect(to: "/thanks")
/// }
/// ```
///
/// The rules are FormworkHummingbird's, written once in the code both share: the
/// same refusals with the same statuses, the same limits, and the same CSRF
/// tokens, so that a page served by a Hummingbird instance is taken by a Vapor
/// instance with the same secret, and the other way round. A post's body is read
/// as it streams in, within ``limits`` (1 MiB, or the upload limit for a form with
/// a file row), not within Vapor's collected-body limit.
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
    /// The hosts the route answers for: the loopback names unless set. Every other
    /// `Host` gets 400.
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
    public func page(for request: Request, form: Form? = nil, status: HTTPStatus = .ok, notice: String? = nil) -> Response {
        let reply = endpoint.page(browserCookie: request.cookies[csrf.cookieNameInUse]?.string, form: form,
                                  status: Int(status.code), notice: notice)
        return Response(reply, csrf: csrf)
    }

    /// Handles a post: checks its host, origin, encoding, cookie, size and token,
    /// applies it to a fresh form and, when it is a valid submission, answers with
    /// `onValid`. Register the route with `body: .stream` (``Vapor/RoutesBuilder/addForm(_:_:onValid:)``
    /// does), so that the body is read here, within ``limits``.
    public func respond(to request: Request, onValid: (Form) async throws -> Response) async throws -> Response {
        let head = FormRequestHead(request, cookieName: csrf.cookieNameInUse)
        // The body as it streams in; one Vapor collected already, or none, is the
        // same sequence with one chunk or none.
        switch try await endpoint.respond(to: head, body: StreamedBody(request: request), onValid: onValid) {
        case .reply(let reply): return Response(reply, csrf: csrf)
        case .valid(let response): return response
        }
    }

    /// The answer to a request for a host the route does not answer for; nil when
    /// its host is allowed.
    func hostRefusal(_ request: Request) -> Response? {
        allowedHosts.refusal(for: request)
    }
}

extension RoutesBuilder {
    /// Serves `route` at `path`: its page on GET, and posts through
    /// ``FormRoute/respond(to:onValid:)``, their bodies streamed; requests for a host
    /// the route does not serve get 400.
    public func addForm(_ path: String, _ route: FormRoute,
                        onValid: @escaping @Sendable (Form, Request) async throws -> Response) {
        let components = path.pathComponents
        get(components) { request async -> Response in
            route.hostRefusal(request) ?? route.page(for: request)
        }
        on(.POST, components, body: .stream) { request async throws -> Response in
            try await route.respond(to: request) { form in try await onValid(form, request) }
        }
    }
}

extension FormRequestHead {
    /// What the endpoint reads of a Vapor request.
    init(_ request: Request, cookieName: String) {
        let headers = request.headers
        self.init(hosts: headers[.host], origin: headers.first(name: .origin),
                  fetchSite: headers.first(name: "Sec-Fetch-Site"), contentType: headers.first(name: .contentType) ?? "",
                  contentLength: headers.first(name: .contentLength), browserCookie: request.cookies[cookieName]?.string)
    }
}
#endif
