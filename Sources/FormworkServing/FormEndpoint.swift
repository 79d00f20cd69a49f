#if Hummingbird || Vapor
import Foundation
import Formwork
import FormworkHTML
import NIOCore

/// What the endpoint reads of a request before its body, as a server found it.
package struct FormRequestHead: Sendable {
    /// Every host the request named: HTTP/1's `Host` fields, or HTTP/2's authority.
    package var hosts: [String]
    /// `Origin`, when sent.
    package var origin: String?
    /// `Sec-Fetch-Site`, when sent.
    package var fetchSite: String?
    /// `Content-Type`, empty when not sent.
    package var contentType: String
    /// `Content-Length`, when sent.
    package var contentLength: String?
    /// The value of the CSRF cookie (``CSRFProtection/cookieNameInUse``), when sent.
    package var browserCookie: String?

    package init(hosts: [String], origin: String?, fetchSite: String?, contentType: String, contentLength: String?,
                 browserCookie: String?) {
        self.hosts = hosts
        self.origin = origin
        self.fetchSite = fetchSite
        self.contentType = contentType
        self.contentLength = contentLength
        self.browserCookie = browserCookie
    }
}

/// How a post ended: a reply of the endpoint's, or the valid form's own answer.
package enum FormAnswer<Valid> {
    case reply(FormReply)
    case valid(Valid)
}

/// A form at one address, whatever serves it: a fresh form from the template for
/// every request, drawn as a page with a CSRF token, and posts checked, decoded and
/// applied. Each server integration turns its requests into a ``FormRequestHead``
/// and a stream of body chunks, and the ``FormReply`` into its response; the rules
/// are written once, here, so that a page from one server is taken by another that
/// shares the secret.
package struct FormEndpoint: Sendable {
    package let template: FormTemplate
    package var csrf: CSRFProtection { didSet { freshPageCache = FreshPageCache() } }
    package var limits = BodyLimits()
    package var bodyBudget = BodyBudget()
    package var allowedHosts = AllowedHosts.loopback
    package var renderer = HTMLFormRenderer() { didSet { freshPageCache = FreshPageCache() } }
    package var page = HTMLPage() { didSet { freshPageCache = FreshPageCache() } }
    /// Whether the page of a fresh form is drawn once and reused, each request's
    /// token written into it (``FreshPage``).
    package var reusesFreshPage = true
    /// The fresh page, once drawn with these settings.
    private var freshPageCache = FreshPageCache()

    /// Whether the template's forms take files: only then may a post be as large as
    /// an upload.
    private let takesFiles: Bool
    /// Whether the template's forms have repeating groups, whose counts a page signs.
    private let hasRepeatingGroups: Bool
    /// The item counts of a fresh form, as they are signed: every fresh form of the
    /// template has the same.
    private let freshItemCounts: String
    /// The words of the template's forms, for the pages that refuse a post.
    package let messages: FormMessages

    /// The hidden field that carries the page's signed item counts.
    package static let itemCountsField = "fw-items"

    package init(template: FormTemplate, csrf: CSRFProtection) {
        self.template = template
        self.csrf = csrf
        let form = template.makeForm()
        takesFiles = FormSurvey(form, collectingErrors: false).takesFiles
        let counts = form.repeatingGroupItemCounts
        hasRepeatingGroups = !counts.isEmpty
        freshItemCounts = CSRFProtection.itemCountsText(counts)
        messages = form.messages
    }

    /// The page of `form` (a fresh form when nil), with a token for the browser whose
    /// CSRF cookie is `browserCookie` (a new browser when nil or malformed).
    package func page(browserCookie existing: String?, form given: Form? = nil, status: Int = 200,
                      notice: String? = nil) -> FormReply {
        let (browser, newBrowser) = Self.browser(fromCookie: existing)
        if given == nil, notice == nil, reusesFreshPage, let fresh = freshPage() {
            return FormReply(status: status, contentType: "text/html; charset=utf-8", body: .html(fresh.write(freshValues(browser))),
                             headers: [("Cache-Control", "no-store")], newBrowserIdentifier: newBrowser)
        }
        let form = given ?? template.makeForm()
        var options = HTMLFormOptions()
        options.hiddenFields = Array(zip(hiddenFieldNames, hiddenValues(browser, itemCounts:
            given.map { CSRFProtection.itemCountsText($0.repeatingGroupItemCounts) } ?? freshItemCounts)))
        var page = self.page
        page.notice = notice
        let html = page.render(form, renderer: renderer, options: options)
        return FormReply(status: status, contentType: "text/html; charset=utf-8", body: .html(html),
                         headers: [("Cache-Control", "no-store")], newBrowserIdentifier: newBrowser)
    }

    /// The hidden fields of a page of `form` for `browser`: its CSRF token, and its
    /// repeating groups' item counts, signed, when the template's forms have any.
    package func hiddenFields(browser: String, form: Form) -> [(name: String, value: String)] {
        Array(zip(hiddenFieldNames, hiddenValues(browser, itemCounts:
            CSRFProtection.itemCountsText(form.repeatingGroupItemCounts))))
    }

    /// The browser identifier of the cookie `existing`, or a new one when it is
    /// missing or malformed; and the one to set, when new.
    package static func browser(fromCookie existing: String?) -> (browser: String, new: String?) {
        let browser = existing.flatMap(browserIdentifier) ?? CSRFProtection.newBrowserIdentifier()
        return (browser, browser != existing ? browser : nil)
    }

    /// The names of a page's hidden fields: the CSRF token's, and the signed item
    /// counts' when the form has repeating groups.
    private var hiddenFieldNames: [String] {
        hasRepeatingGroups ? [csrf.fieldName, Self.itemCountsField] : [csrf.fieldName]
    }

    /// The values of ``hiddenFieldNames`` for `browser`: its token, and what the
    /// page's repeating groups hold (`itemCounts`), signed: a post may grow them to
    /// that and no further.
    private func hiddenValues(_ browser: String, itemCounts: @autoclosure () -> String) -> [String] {
        let token = csrf.token(browser: browser)
        guard hasRepeatingGroups else { return [token] }
        return [token, csrf.signedItemCounts(text: itemCounts(), browser: browser)]
    }

    /// The hidden values of a fresh form's page for `browser`.
    private func freshValues(_ browser: String) -> [String] {
        hiddenValues(browser, itemCounts: freshItemCounts)
    }

    /// The page of a fresh form, drawn the first time with stand-ins for the hidden
    /// values; nil when it cannot be reused.
    private func freshPage() -> FreshPage? {
        let names = hiddenFieldNames
        return freshPageCache.page(standIns: names.count) { standIns in
            var options = HTMLFormOptions()
            options.hiddenFields = Array(zip(names, standIns))
            // As a page drawn per request: the notice is a request's, never the route's.
            var page = self.page
            page.notice = nil
            return page.render(template.makeForm(), renderer: renderer, options: options).string
        }
    }

    /// A browser identifier as the cookie carries it: 16 bytes in base64; nil for
    /// anything else.
    private static func browserIdentifier(_ cookie: String) -> String? {
        Base64URL.decode(cookie)?.count == 16 ? cookie : nil
    }

    /// Handles a post: checks its host, origin, encoding, cookie, size and token,
    /// applies it to a fresh form and, when it is a valid submission, answers with
    /// `onValid`. Nothing the body carries is converted before its token is known to
    /// be good.
    package func respond<Chunks: AsyncSequence, Valid>(
        to head: FormRequestHead, body chunks: Chunks, onValid: (Form) async throws -> Valid
    ) async throws -> FormAnswer<Valid> where Chunks.Element == ByteBuffer {
        let received: ReceivedPost
        switch try await receive(head, body: chunks) {
        case .reply(let reply): return .reply(reply)
        case .post(let post): received = post
        }
        defer { received.body.release() }
        let submission = received.submission
        let browser = received.browser
        if received.tokenExpired {
            // A genuine page left open too long: it comes back with what was typed
            // and a fresh token.
            let form = template.makeForm()
            submission.takeInput(into: form)
            return .reply(page(browserCookie: browser, form: form, status: 403, notice: form.messages.pageExpired))
        }
        let form = template.makeForm()
        switch submission.apply(to: form) {
        case .valid: return .valid(try await onValid(form))
        case .invalid: return .reply(page(browserCookie: browser, form: form, status: 422))
        case .redraw: return .reply(page(browserCookie: browser, form: form))
        case .checked(let messages): return .reply(Self.checked(messages))
        }
    }

    /// The answer to the script's check of one field: its messages, as JSON.
    package static func checked(_ messages: [String]) -> FormReply {
        let json = (try? JSONEncoder().encode(["errors": messages])) ?? Data(#"{"errors":[]}"#.utf8)
        return FormReply(status: 200, contentType: "application/json", body: .bytes(Array(json)),
                         headers: [("Cache-Control", "no-store")])
    }

    /// A post whose host, origin, encoding, cookie, size and token were checked.
    package struct ReceivedPost {
        /// What it carried, decoded, with the item counts its page signed.
        package var submission: FormSubmission
        /// The browser that sent it, as its cookie names it.
        package let browser: String
        /// Whether its token is genuine but past its age: the page should come back
        /// with what was typed, and nothing else be done.
        package let tokenExpired: Bool
        /// The body as it was read: released (``CollectedBody/release()``) when the
        /// post is answered, so that the budget counts it until then.
        package let body: CollectedBody
    }

    /// What reading a post came to.
    package enum Received {
        case reply(FormReply)
        case post(ReceivedPost)
    }

    /// Reads a post: checks its host, origin, encoding, cookie, size and token, and
    /// decodes it. Nothing the body carries is converted before its token is known
    /// to be good.
    package func receive<Chunks: AsyncSequence>(_ head: FormRequestHead, body chunks: Chunks) async throws -> Received
    where Chunks.Element == ByteBuffer {
        if let refusal = allowedHosts.refusal(hosts: head.hosts) { return .reply(refusal) }
        guard csrf.isSameSite(origin: head.origin, fetchSite: head.fetchSite, host: head.hosts.first) else {
            return .reply(refuse(403, messages.refused, messages.sentFromAnotherSite))
        }
        let boundary = MultipartBody.boundary(fromContentType: head.contentType)
        guard boundary != nil || head.contentType.lowercased().hasPrefix("application/x-www-form-urlencoded") else {
            return .reply(refuse(415, messages.notAForm, messages.notSentAsForm))
        }
        // Without the cookie no token can be good: refused before the body is read.
        guard let browser = head.browserCookie.flatMap(Self.browserIdentifier) else {
            return .reply(refuse(403, messages.refused, messages.pageCookieMissing))
        }
        // Multipart is accepted from any client, but only a form with a file row
        // takes a body as large as an upload.
        let maximum = boundary != nil && takesFiles ? limits.maximumUploadBytes : limits.maximumBodyBytes
        let body: CollectedBody
        switch try await CollectedBody.collect(chunks, declaredLength: head.contentLength, maximum: maximum,
                                               budget: bodyBudget) {
        case .collected(let collected): body = collected
        case .refused(let error): return .reply(refuse(error, maximum: maximum))
        }
        var submission: FormSubmission
        do {
            if let boundary {
                submission = try FormSubmission(multipart: body.bytes, boundary: boundary, limits: limits)
            } else {
                submission = try FormSubmission(urlEncoded: body.bytes, limits: limits)
            }
        } catch {
            body.release()
            return .reply(refuse(error, maximum: maximum))
        }
        let tokens = submission.fields.values(for: csrf.fieldName)
        let check = tokens.count == 1 ? csrf.check(token: tokens[0], browser: browser) : .invalid
        if check == .invalid {
            body.release()
            return .reply(refuse(403, messages.refused, messages.pageNotRecognized))
        }
        // The groups grow to what the page had, as it signed it: without the
        // signature, to what the template's form has.
        let signed = submission.fields.values(for: Self.itemCountsField)
        submission.fields.shownItemCounts = signed.count == 1 ? csrf.itemCounts(fromSigned: signed[0], browser: browser) ?? [:] : [:]
        return .post(ReceivedPost(submission: submission, browser: browser, tokenExpired: check == .expired, body: body))
    }

    /// A refusal before or while the body is read, in the words and language of the
    /// template's forms: the connection closes rather than reading what is left.
    private func refuse(_ status: Int, _ title: String, _ message: String) -> FormReply {
        .message(status: status, title: title, message: message, language: messages.language,
                 direction: messages.direction, closesConnection: true)
    }

    /// A body refused while it was read (`maximum` is the most bytes it could have),
    /// in the words of the template's forms.
    private func refuse(_ error: FormBodyError, maximum: Int) -> FormReply {
        let (title, message) = switch error.code {
        case .bodyTooLarge: (messages.tooLarge, messages.formTooLarge(maximum))
        case .serverBusy: (messages.busy, messages.serverBusy)
        default: (messages.notAccepted, messages.formNotReadable(error.message))
        }
        return .message(status: error.status, title: title, message: message, language: messages.language,
                        direction: messages.direction,
                        closesConnection: error.code == .bodyTooLarge || error.code == .serverBusy,
                        headers: error.code == .serverBusy ? [("Retry-After", "5")] : [])
    }
}
#endif
