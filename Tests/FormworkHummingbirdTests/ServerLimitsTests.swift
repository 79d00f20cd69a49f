#if Hummingbird
import Foundation
import Formwork
import FormworkHTML
import FormworkHummingbird
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Synchronization
import Testing

/// The limits a server keeps whatever clients send: the hosts it answers for, the
/// bytes of bodies it holds at once, and a body refused by its declared length
/// before it is read. Against a real server on loopback, `scripts/hostile-tests`
/// checks the same with slow clients and forty uploads at once.
@Suite("Server limits")
struct ServerLimitsTests {
    @Test(arguments: ["localhost", "localhost:8080", "LOCALHOST.", "127.0.0.1:80", "[::1]:8080", "[::1]"])
    func theLoopbackNamesAreAnswered(_ authority: String) {
        #expect(AllowedHosts.loopback.allows(authority: authority))
    }

    @Test(arguments: ["evil.example", "evil.example:8080", "localhost.evil.example", "evil.localhost", "127.0.0.2", "", "localhost:", "localhost:8o",
                      "localhost:123456", "local host", "[::1", "[::1]x", "[evil]", "localhost:80:80", "127.0.0.1@evil.example",
                      "xn--lcalhost-.example", String(repeating: "a", count: 400)])
    func otherNamesAndMalformedHostsAreNot(_ authority: String) {
        #expect(!AllowedHosts.loopback.allows(authority: authority))
    }

    @Test func namesDomainsAndAnyHost() {
        var hosts: AllowedHosts = ["Forms.Example.com", ".example.org"]
        #expect(hosts.allows(authority: "forms.example.com:443"))
        #expect(!hosts.allows(authority: "example.com"))
        #expect(hosts.allows(authority: "example.org") && hosts.allows(authority: "a.b.example.org"))
        #expect(!hosts.allows(authority: "badexample.org"))
        #expect(!hosts.allows(authority: nil))
        hosts.insert("*")
        #expect(hosts.allows(authority: "anything.example"))
        #expect(!hosts.allows(authority: "not a host"), "any host, but still a host")
        #expect(AllowedHosts.isEntry("forms.example.com") && AllowedHosts.isEntry(".example.com") && AllowedHosts.isEntry("::1"))
        #expect(!AllowedHosts.isEntry("https://forms.example.com") && !AllowedHosts.isEntry("") && !AllowedHosts.isEntry("a b"))
    }

    @Test func aBudgetNeverHoldsMoreThanItsCapacity() async {
        let budget = BodyBudget(capacity: 1_000)
        #expect(budget.reserve(600))
        #expect(!budget.reserve(500), "past the capacity")
        #expect(budget.bytesInUse == 600, "a refused reservation takes nothing")
        #expect(!budget.reserve(-1))
        budget.release(600)
        #expect(budget.bytesInUse == 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    for _ in 0..<50 where budget.reserve(100) {
                        #expect(budget.bytesInUse <= 1_000)
                        budget.release(100)
                    }
                }
            }
        }
        #expect(budget.bytesInUse == 0)
    }

    // MARK: A route's refusals, before the body is read

    static let csrf = CSRFProtection(secret: "the tests' own secret")

    static func route(budget: BodyBudget = BodyBudget()) throws -> FormRoute {
        var route = FormRoute(template: try FormTemplate { Form() +++ Section() <<< TextRow("name") }, csrf: csrf)
        route.bodyBudget = budget
        return route
    }

    /// A body that records being read, so a test can tell a refusal came before it.
    final class WatchedBody: AsyncSequence, Sendable {
        typealias Element = ByteBuffer
        let bytes: [UInt8]
        let reads = Mutex(0)
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        struct AsyncIterator: AsyncIteratorProtocol {
            let body: WatchedBody
            var sent = false
            mutating func next() async throws -> ByteBuffer? {
                body.reads.withLock { $0 += 1 }
                if sent { return nil }
                sent = true
                return ByteBuffer(bytes: body.bytes)
            }
        }
        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(body: self) }
    }

    static func post<Body: AsyncSequence & Sendable>(_ body: Body, headers: HTTPFields, authority: String = "localhost:8080") -> Request
    where Body.Element == ByteBuffer, Body.AsyncIterator: SendableMetatype {
        var fields = headers
        fields[.contentType] = fields[.contentType] ?? "application/x-www-form-urlencoded"
        fields[.cookie] = "fw_csrf=AAAAAAAAAAAAAAAAAAAAAA"
        let head = HTTPRequest(method: .post, scheme: "http", authority: authority, path: "/form", headerFields: fields)
        return Request(head: head, body: RequestBody(asyncSequence: body))
    }

    @Test func aDeclaredLengthOverTheLimitIsRefusedUnread() async throws {
        let body = WatchedBody(Array("name=a".utf8))
        let answer = try await Self.route().respond(to: Self.post(body, headers: [.contentLength: "1000000000"])) { _ in
            Response(status: .ok)
        }
        #expect(answer.status == .contentTooLarge)
        #expect(answer.headers[.connection] == "close", "the connection closes instead of reading the rest")
        #expect(body.reads.withLock { $0 } == 0)
    }

    @Test func aBodyPastTheBudgetIsRefusedAsBusyAndGivesEverythingBack() async throws {
        let budget = BodyBudget(capacity: 10)
        #expect(budget.reserve(5))
        let body = WatchedBody(Array("name=ada&x=123456".utf8))
        let answer = try await Self.route(budget: budget).respond(to: Self.post(body, headers: [.contentLength: "17"])) { _ in
            Response(status: .ok)
        }
        #expect(answer.status == .serviceUnavailable)
        #expect(answer.headers[.retryAfter] != nil)
        #expect(answer.headers[.connection] == "close")
        #expect(budget.bytesInUse == 5, "nothing of the refused body stays reserved")
        // Without a declared length the budget is taken as the bytes arrive.
        let chunked = try await Self.route(budget: budget).respond(to: Self.post(WatchedBody(Array(repeating: 0x61, count: 64)), headers: [:])) { _ in
            Response(status: .ok)
        }
        #expect(chunked.status == .serviceUnavailable)
        #expect(budget.bytesInUse == 5)
    }

    /// A client that declares a megabyte and sends two bytes holds two bytes of the
    /// budget, not a megabyte: sixty-four such clients cannot refuse everyone else.
    @Test func aDeclaredLengthHoldsNothingUntilItsBytesArrive() async throws {
        let budget = BodyBudget(capacity: 64)
        let route = try Self.route(budget: budget)
        let stalled = StalledBody(Array("fw".utf8))
        let post = Task { try await route.respond(to: Self.post(stalled, headers: [.contentLength: "1048576"])) { _ in Response(status: .ok) } }
        await stalled.waitUntilRead()
        #expect(budget.bytesInUse == 2)
        #expect(budget.reserve(62), "the rest of the budget is free for others")
        budget.release(62)
        stalled.finish()
        _ = try await post.value
        #expect(budget.bytesInUse == 0)
    }

    /// A body that sends its bytes, then waits until told to end.
    final class StalledBody: AsyncSequence, Sendable {
        typealias Element = ByteBuffer
        let bytes: [UInt8]
        let read = AsyncStream<Void>.makeStream()
        let end = AsyncStream<Void>.makeStream()
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        func waitUntilRead() async { for await _ in read.stream { return } }
        func finish() { end.continuation.yield(); end.continuation.finish() }
        struct AsyncIterator: AsyncIteratorProtocol {
            let body: StalledBody
            var sent = false
            mutating func next() async throws -> ByteBuffer? {
                if !sent {
                    sent = true
                    return ByteBuffer(bytes: body.bytes)
                }
                body.read.continuation.yield()
                for await _ in body.end.stream { break }
                return nil
            }
        }
        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(body: self) }
    }

    @Test func aBodyWithoutALengthPastTheLimitIsRefused() async throws {
        var route = try Self.route()
        route.limits.maximumBodyBytes = 100
        let answer = try await route.respond(to: Self.post(WatchedBody(Array(repeating: 0x61, count: 101)), headers: [:])) { _ in
            Response(status: .ok)
        }
        #expect(answer.status == .contentTooLarge)
        #expect(route.bodyBudget.bytesInUse == 0)
    }

    @Test func aRequestForAnotherHostIsRefused() async throws {
        let route = try Self.route()
        for authority in ["evil.example", "evil.example:8080", ""] {
            let answer = try await route.respond(to: Self.post(WatchedBody([]), headers: [:], authority: authority)) { _ in
                Response(status: .ok)
            }
            #expect(answer.status == .badRequest, "\(authority)")
        }
        let twice = try await route.respond(to: Self.post(WatchedBody([]), headers: [HTTPField.Name("Host")!: "localhost"])) { _ in
            Response(status: .ok)
        }
        #expect(twice.status == .badRequest, "two Host fields")
        let head = HTTPRequest(method: .get, scheme: "http", authority: "evil.example", path: "/form", headerFields: [:])
        #expect(route.allowedHosts.refusal(for: Request(head: head, body: RequestBody(buffer: ByteBuffer())))?.status == .badRequest)
    }

    @Test func theServerBuilderCarriesTheLimits() {
        var limits = ConnectionLimits()
        #expect(limits.idleTimeout == .seconds(10) && limits.requestTimeout == .seconds(30))
        limits.idleTimeout = .seconds(3)
        limits.maximumHeaderBytes = 4_096
        let configuration = limits.http1Configuration
        #expect(configuration.idleTimeout == .seconds(3))
        #expect(configuration.httpDecoder.maxHeaderListSize == 4_096)
        #expect(configuration.httpDecoder.maxHeaderFieldCount == 100)
        #expect(configuration.additionalChannelHandlers().count == 1)
    }
}
#endif
