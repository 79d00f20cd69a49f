#if Hummingbird
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A browser in tests: keeps its cookies, reads the CSRF token of the page it got,
/// and posts form bodies.
final class WebClient: @unchecked Sendable {
    struct Page {
        let status: HTTPResponse.Status
        let headers: HTTPFields
        let html: String

        /// The value of the hidden CSRF field.
        var token: String? { firstMatch(#"name="fw-csrf" value="([^"]*)""#) }
        /// The page's signed item counts, which a browser posts back with the form.
        var itemCounts: String? { firstMatch(#"name="fw-items" value="([^"]*)""#) }

        func firstMatch(_ pattern: String) -> String? { BrowserForm.firstMatch(pattern, in: html) }
    }

    let client: any TestClientProtocol
    var cookies: [String: String] = [:]
    var lastToken = ""
    /// The last page's signed item counts, posted back as a browser would.
    var lastItemCounts: String?

    init(_ client: any TestClientProtocol) {
        self.client = client
    }

    @discardableResult
    func get(_ uri: String) async throws -> Page {
        let page = try await send(uri, method: .get, headers: [:], body: nil)
        if let token = page.token { lastToken = token }
        lastItemCounts = page.itemCounts
        return page
    }

    /// Posts `fields`, with the last page's token first unless `token` says otherwise.
    @discardableResult
    func post(_ uri: String, _ fields: [(String, String)], token: String?? = .none, headers: HTTPFields = [:],
              contentType: String = "application/x-www-form-urlencoded") async throws -> Page {
        var all = fields
        if let lastItemCounts, !fields.contains(where: { $0.0 == "fw-items" }) { all.append(("fw-items", lastItemCounts)) }
        switch token {
        case .none: all.insert(("fw-csrf", lastToken), at: 0)
        case .some(let explicit?): all.insert(("fw-csrf", explicit), at: 0)
        case .some(nil): break
        }
        var requestHeaders = headers
        requestHeaders[.contentType] = contentType
        return try await postRaw(uri, BrowserForm.encode(all), headers: requestHeaders)
    }

    func postRaw(_ uri: String, _ body: String, headers: HTTPFields) async throws -> Page {
        try await postRaw(uri, bytes: Array(body.utf8), headers: headers)
    }

    func postRaw(_ uri: String, bytes: [UInt8], headers: HTTPFields) async throws -> Page {
        let page = try await send(uri, method: .post, headers: headers, body: ByteBuffer(bytes: bytes))
        if let token = page.token { lastToken = token }
        lastItemCounts = page.itemCounts
        return page
    }

    private func send(_ uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> Page {
        var headers = headers
        if !cookies.isEmpty {
            headers[.cookie] = cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
        }
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: body)
        for setCookie in response.headers[values: .setCookie] {
            let pair = setCookie.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
            if pair.count == 2 { cookies[String(pair[0])] = String(pair[1]) }
        }
        return Page(status: response.status, headers: response.headers, html: String(buffer: response.body))
    }
}
#endif
