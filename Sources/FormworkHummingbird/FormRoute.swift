import Foundation
import Formwork
import FormworkHTML
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
/// A post is refused with 403 when its token or origin is wrong (the page comes
/// back with what was typed and a fresh token), 413 when its body is too large (the
/// upload limit applies only to forms with a file row), 415
/// when it is not a form's encoding and 400 when it is malformed. A post with
/// errors comes back (422) with everything typed and the errors beside the fields.
public struct FormRoute: Sendable {
    /// Makes each request's form.
    public let template: FormTemplate
    /// The CSRF protection, with the secret every instance shares.
    public var csrf: CSRFProtection
    /// The limits on bodies.
    public var limits = BodyLimits()
    /// Draws the form.
    public var renderer = HTMLFormRenderer()
    /// Draws the page around it.
    public var page = HTMLPage()

    /// Whether the template's forms take files: only then may a post be as large as
    /// an upload.
    private let takesFiles: Bool

    /// A route for the forms of `template`.
    public init(template: FormTemplate, csrf: CSRFProtection) {
        self.template = template
        self.csrf = csrf
        takesFiles = FormSurvey(template.makeForm(), collectingErrors: false).takesFiles
    }

    /// The page of `form` (a fresh form when nil), with a token for the browser
    /// that sent `request`.
    public func page(for request: Request, form: Form? = nil, status: HTTPResponse.Status = .ok,
                     notice: String? = nil) -> Response {
        let existing = request.cookies[csrf.cookieNameInUse]?.value
        let browser = existing.flatMap { Base64URL.decode($0)?.count == 16 ? $0 : nil } ?? CSRFProtection.newBrowserIdentifier()
        var options = HTMLFormOptions()
        options.hiddenFields = [(csrf.fieldName, csrf.token(browser: browser))]
        var page = self.page
        page.notice = notice
        let html = page.render(form ?? template.makeForm(), renderer: renderer, options: options)
        var response = SecurityHeaders.response(html, status: status, contentType: "text/html; charset=utf-8",
                                                extra: [.cacheControl: "no-store"])
        if browser != existing {
            response.setCookie(Cookie(name: csrf.cookieNameInUse, value: browser, path: "/", secure: csrf.secureCookie,
                                      httpOnly: true, sameSite: .lax))
        }
        return response
    }

    /// Handles a post: checks its origin, encoding, size and token, applies it to a
    /// fresh form and, when it is a valid submission, answers with `onValid`.
    public func respond(to request: Request, onValid: (Form) async throws -> Response) async throws -> Response {
        var request = request
        guard csrf.isSameSite(request.headers, host: request.head.authority) else {
            return SecurityHeaders.messagePage(status: .forbidden, title: "Refused",
                                               message: "This form can only be sent from its own site.")
        }
        let contentType = request.headers[.contentType] ?? ""
        let boundary = MultipartBody.boundary(fromContentType: contentType)
        guard boundary != nil || contentType.lowercased().hasPrefix("application/x-www-form-urlencoded") else {
            return SecurityHeaders.messagePage(status: .unsupportedMediaType, title: "Not a form",
                                               message: "The request was not sent as a form.")
        }
        // Multipart is accepted from any client, but only a form with a file row
        // takes a body as large as an upload.
        let maximum = boundary != nil && takesFiles ? limits.maximumUploadBytes : limits.maximumBodyBytes
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: maximum)
        } catch {
            return SecurityHeaders.messagePage(status: .contentTooLarge, title: "Too large",
                                               message: "The form sent is larger than \(maximum) bytes.")
        }
        let submission: FormSubmission
        do {
            if let boundary {
                submission = try FormSubmission(multipart: Array(body.readableBytesView), boundary: boundary, limits: limits)
            } else {
                submission = try FormSubmission(urlEncoded: body.readableBytesView, limits: limits)
            }
        } catch {
            return SecurityHeaders.messagePage(status: HTTPResponse.Status(code: error.status), title: "Not accepted",
                                               message: error.message)
        }
        let form = template.makeForm()
        let browser = request.cookies[csrf.cookieNameInUse]?.value ?? ""
        let token = submission.fields.values(for: csrf.fieldName).first ?? ""
        guard submission.fields.values(for: csrf.fieldName).count == 1, csrf.isValid(token: token, browser: browser) else {
            // Keep what was typed: the page comes back with it and a fresh token.
            submission.takeInput(into: form)
            return page(for: request, form: form, status: .forbidden,
                        notice: "This page had expired. Check what you typed and send it again.")
        }
        switch submission.apply(to: form) {
        case .valid: return try await onValid(form)
        case .invalid: return page(for: request, form: form, status: .unprocessableContent)
        case .redraw: return page(for: request, form: form)
        case .checked(let messages):
            let json = (try? JSONEncoder().encode(["errors": messages])) ?? Data(#"{"errors":[]}"#.utf8)
            return SecurityHeaders.response(Array(json), contentType: "application/json", extra: [.cacheControl: "no-store"])
        }
    }
}

extension Router {
    /// Serves `route` at `path`: its page on GET, and posts through
    /// ``FormRoute/respond(to:onValid:)``.
    @discardableResult
    public func addForm(_ path: String, _ route: FormRoute,
                        onValid: @escaping @Sendable (Form, Request, Context) async throws -> Response) -> Self {
        get(RouterPath(path)) { request, _ in route.page(for: request) }
        post(RouterPath(path)) { request, context in
            try await route.respond(to: request) { form in try await onValid(form, request, context) }
        }
        return self
    }
}
