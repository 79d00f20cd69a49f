#if Vapor
import Foundation
import Vapor
import VaporTesting

/// A browser in Vapor's test client: keeps its cookies, reads the CSRF token of the
/// page it got, and posts form bodies.
final class VaporClient: @unchecked Sendable {
    struct Page {
        let status: HTTPStatus
        let headers: HTTPHeaders
        let html: String

        /// The value of the hidden CSRF field.
        var token: String? { firstMatch(#"name="fw-csrf" value="([^"]*)""#) }

        func firstMatch(_ pattern: String) -> String? { BrowserForm.firstMatch(pattern, in: html) }
    }

    let app: Application
    /// In memory, or through a real server on loopback (started for each request).
    let transport: Application.Method
    var cookies: [String: String] = [:]
    var lastToken = ""

    init(_ app: Application, transport: Application.Method = .inMemory) {
        self.app = app
        self.transport = transport
    }

    @discardableResult
    func get(_ path: String, headers: HTTPHeaders = [:]) async throws -> Page {
        let page = try await send(.GET, path, headers: headers, body: nil)
        if let token = page.token { lastToken = token }
        return page
    }

    /// Posts `fields`, with the last page's token first unless `token` says otherwise.
    @discardableResult
    func post(_ path: String, _ fields: [(String, String)], token: String?? = .none, headers: HTTPHeaders = [:],
              contentType: String = "application/x-www-form-urlencoded") async throws -> Page {
        var all = fields
        switch token {
        case .none: all.insert(("fw-csrf", lastToken), at: 0)
        case .some(let explicit?): all.insert(("fw-csrf", explicit), at: 0)
        case .some(nil): break
        }
        var requestHeaders = headers
        requestHeaders.replaceOrAdd(name: .contentType, value: contentType)
        return try await postRaw(path, bytes: Array(BrowserForm.encode(all).utf8), headers: requestHeaders)
    }

    func postRaw(_ path: String, bytes: [UInt8], headers: HTTPHeaders) async throws -> Page {
        var headers = headers
        if !headers.contains(name: .contentLength) { headers.replaceOrAdd(name: .contentLength, value: String(bytes.count)) }
        let page = try await send(.POST, path, headers: headers, body: ByteBuffer(bytes: bytes))
        if let token = page.token { lastToken = token }
        return page
    }

    private func send(_ method: HTTPMethod, _ path: String, headers: HTTPHeaders, body: ByteBuffer?) async throws -> Page {
        var headers = headers
        if !headers.contains(name: .host) { headers.add(name: .host, value: "127.0.0.1") }
        if !cookies.isEmpty {
            headers.replaceOrAdd(name: .cookie, value: cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; "))
        }
        let response = try await app.testing(method: transport).sendRequest(method, path, headers: headers, body: body)
        for setCookie in response.headers[.setCookie] {
            let pair = setCookie.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
            if pair.count == 2 { cookies[String(pair[0])] = String(pair[1]) }
        }
        return Page(status: response.status, headers: response.headers, html: response.body.string)
    }
}
#endif
