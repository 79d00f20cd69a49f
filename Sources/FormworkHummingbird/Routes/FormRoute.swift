#if Hummingbird
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
    /// Makes each request's form.
    public let template: FormTemplate
    /// The CSRF protection, with the secret every instance shares.
    public var csrf: CSRFProtection
    /// The limits on bodies.
    public var limits = BodyLimits()
    /// The bytes of bodies held at once, shared with the server's other routes
    /// when they are given the same budget: 64 MiB for this route unless set.
    public var bodyBudget = BodyBudget()
    /// The hosts the route answers for: the loopback names unless set. Set the
    /// names a deployed site is reached by (`AllowedHosts`); every
    /// other `Host` gets 400.
    public var allowedHosts = AllowedHosts.loopback
    /// Draws the form.
    public var renderer = HTMLFormRenderer()
    /// Draws the page around it.
    public var page = HTMLPage()

    /// Whether the template's forms take files: only then may a post be as large as
    /// an upload.
    private let takesFiles: Bool
    /// Whether the template's forms have repeating groups, whose counts a page signs.
    private let hasRepeatingGroups: Bool
    /// The item counts of a fresh form, as they are signed: every fresh form of the
    /// template has the same.
    private let freshItemCounts: String
    /// The words of the template's forms, for the pages that refuse a post.
    private let messages: FormMessages

    /// A route for the forms of `template`.
    public init(template: FormTemplate, csrf: CSRFProtection) {
        self.template = template
        self.csrf = csrf
        let form = template.makeForm()
        takesFiles = FormSurvey(form, collectingErrors: false).takesFiles
        let counts = form.repeatingGroupItemCounts
        hasRepeatingGroups = !counts.isEmpty
        freshItemCounts = CSRFProtection.itemCountsText(counts)
        messages = form.messages
    }

    /// The page of `form` (a fresh form when nil), with a token for the browser
    /// that sent `request`.
    public func page(for request: Request, form: Form? = nil, status: HTTPResponse.Status = .ok,
                     notice: String? = nil) -> Response {
        let existing = request.cookies[csrf.cookieNameInUse]?.value
        let browser = existing.flatMap(Self.browserIdentifier) ?? CSRFProtection.newBrowserIdentifier()
        let given = form
        let form = given ?? template.makeForm()
        var options = HTMLFormOptions()
        options.hiddenFields = [(csrf.fieldName, csrf.token(browser: browser))]
        // What the page's repeating groups hold, signed: a post may grow them to
        // that and no further.
        if hasRepeatingGroups {
            let counts = given.map { CSRFProtection.itemCountsText($0.repeatingGroupItemCounts) } ?? freshItemCounts
            options.hiddenFields.append((Self.itemCountsField, csrf.signedItemCounts(text: counts, browser: browser)))
        }
        var page = self.page
        page.notice = notice
        let html = page.render(form, renderer: renderer, options: options)
        var response = SecurityHeaders.response(html, status: status, contentType: "text/html; charset=utf-8",
                                                extra: [.cacheControl: "no-store"])
        if browser != existing {
            response.setCookie(Cookie(name: csrf.cookieNameInUse, value: browser, path: "/", secure: csrf.secureCookie,
                                      httpOnly: true, sameSite: .lax))
        }
        return response
    }

    /// The hidden field that carries the page's signed item counts.
    static let itemCountsField = "fw-items"

    /// A browser identifier as the cookie carries it: 16 bytes in base64; nil for
    /// anything else.
    private static func browserIdentifier(_ cookie: String) -> String? {
        Base64URL.decode(cookie)?.count == 16 ? cookie : nil
    }

    /// Handles a post: checks its host, origin, encoding, cookie, size and token,
    /// applies it to a fresh form and, when it is a valid submission, answers with
    /// `onValid`.
    public func respond(to request: Request, onValid: (Form) async throws -> Response) async throws -> Response {
        if let refusal = allowedHosts.refusal(for: request) { return refusal }
        guard csrf.isSameSite(request.headers, host: request.head.authority) else {
            return refuse(.forbidden, messages.refused, messages.sentFromAnotherSite)
        }
        let contentType = request.headers[.contentType] ?? ""
        let boundary = MultipartBody.boundary(fromContentType: contentType)
        guard boundary != nil || contentType.lowercased().hasPrefix("application/x-www-form-urlencoded") else {
            return refuse(.unsupportedMediaType, messages.notAForm, messages.notSentAsForm)
        }
        // Without the cookie no token can be good: refused before the body is read.
        guard let browser = request.cookies[csrf.cookieNameInUse].flatMap({ Self.browserIdentifier($0.value) }) else {
            return refuse(.forbidden, messages.refused, messages.pageCookieMissing)
        }
        // Multipart is accepted from any client, but only a form with a file row
        // takes a body as large as an upload.
        let maximum = boundary != nil && takesFiles ? limits.maximumUploadBytes : limits.maximumBodyBytes
        let body: CollectedBody
        switch try await CollectedBody.collect(request, maximum: maximum, budget: bodyBudget) {
        case .collected(let collected): body = collected
        case .refused(let error): return refuse(error, maximum: maximum)
        }
        defer { body.release() }
        var submission: FormSubmission
        do {
            if let boundary {
                submission = try FormSubmission(multipart: body.bytes, boundary: boundary, limits: limits)
            } else {
                submission = try FormSubmission(urlEncoded: body.bytes, limits: limits)
            }
        } catch {
            return refuse(error, maximum: maximum)
        }
        let tokens = submission.fields.values(for: csrf.fieldName)
        let check = tokens.count == 1 ? csrf.check(token: tokens[0], browser: browser) : .invalid
        if check == .invalid {
            return refuse(.forbidden, messages.refused, messages.pageNotRecognized)
        }
        // The groups grow to what the page had, as it signed it: without the
        // signature, to what the template's form has.
        let signed = submission.fields.values(for: Self.itemCountsField)
        submission.fields.shownItemCounts = signed.count == 1 ? csrf.itemCounts(fromSigned: signed[0], browser: browser) ?? [:] : [:]
        if check == .expired {
            // A genuine page left open too long: it comes back with what was typed
            // and a fresh token.
            let form = template.makeForm()
            submission.takeInput(into: form)
            return page(for: request, form: form, status: .forbidden,
                        notice: form.messages.pageExpired)
        }
        let form = template.makeForm()
        switch submission.apply(to: form) {
        case .valid: return try await onValid(form)
        case .invalid: return page(for: request, form: form, status: .unprocessableContent)
        case .redraw: return page(for: request, form: form)
        case .checked(let messages):
            let json = (try? JSONEncoder().encode(["errors": messages])) ?? Data(#"{"errors":[]}"#.utf8)
            return SecurityHeaders.response(Array(json), contentType: "application/json", extra: [.cacheControl: "no-store"])
        }
    }

    /// A refusal before or while the body is read: the connection closes rather than
    /// reading what is left of it.
    /// In the words and language of the template's forms.
    private func refuse(_ status: HTTPResponse.Status, _ title: String, _ message: String) -> Response {
        SecurityHeaders.messagePage(status: status, title: title, message: message, language: messages.language,
                                    direction: messages.direction, closesConnection: true)
    }

    /// A body refused while it was read (`maximum` is the most bytes it could have),
    /// in the words of the template's forms.
    private func refuse(_ error: FormBodyError, maximum: Int) -> Response {
        let (title, message) = switch error.code {
        case .bodyTooLarge: (messages.tooLarge, messages.formTooLarge(maximum))
        case .serverBusy: (messages.busy, messages.serverBusy)
        default: (messages.notAccepted, messages.formNotReadable(error.message))
        }
        return SecurityHeaders.messagePage(status: HTTPResponse.Status(code: error.status), title: title, message: message,
                                           language: messages.language, direction: messages.direction,
                                           closesConnection: error.code == .bodyTooLarge || error.code == .serverBusy,
                                           extra: error.code == .serverBusy ? [.retryAfter: "5"] : [:])
    }
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
