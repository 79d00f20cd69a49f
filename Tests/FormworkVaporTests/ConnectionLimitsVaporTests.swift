#if Vapor
import Foundation
import Formwork
import FormworkHTML
import FormworkVapor
import NIOCore
import Testing
import Vapor

/// Vapor's server under `.formwork(_:)`, on loopback, against clients that stall,
/// trickle, lie and read nothing: every connection meets the limits Hummingbird's
/// does, while ordinary requests, slow handlers, pipelining and WebSockets work.
/// (`scripts/hostile-tests` runs the same kinds of client against the gallery on
/// both servers, at scale.)
@Suite("Vapor: connection limits", .serialized)
struct ConnectionLimitsVaporTests {
    /// Short limits, so that each test takes a second or two.
    static var limits: ConnectionLimits {
        var limits = ConnectionLimits()
        limits.idleTimeout = .milliseconds(400)
        limits.requestTimeout = .milliseconds(1500)
        limits.maximumHeaderBytes = 4096
        limits.maximumHeaderCount = 20
        return limits
    }

    /// What a route saw of a body: its bytes, or the error that ended it.
    actor BodyOutcomes {
        private(set) var outcomes: [String] = []
        func add(_ outcome: String) { outcomes.append(outcome) }

        /// The one body read ended with an error, not as a shorter body taken whole.
        func expectOneError(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(outcomes.count == 1 && outcomes.allSatisfy { $0.hasPrefix("error") },
                    "the route took a short body as whole: \(outcomes)", sourceLocation: sourceLocation)
        }
    }

    static let csrf = CSRFProtection(secret: "the Vapor limits tests' secret")

    /// Runs `client` with a guarded Vapor server on a free loopback port, serving
    /// `/hello`, `/slow` (answers after a second and a half), `/echo` (a body read
    /// as it streams), `/ws` (a WebSocket echo) and a form at `/sign-up`; then
    /// `after`, with what the routes saw. The client blocks on its socket, so it runs
    /// on a thread of its own, leaving Swift's concurrency threads to the server's
    /// handlers.
    func withServer(_ limits: ConnectionLimits = Self.limits, budget: BodyBudget = BodyBudget(),
                    _ client: @escaping @Sendable (_ port: Int, _ checks: ThreadChecks) throws -> Void,
                    after: (_ outcomes: BodyOutcomes, _ received: Received) async throws -> Void = { _, _ in }) async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        app.servers.use(.formwork(limits))
        let outcomes = BodyOutcomes()
        let received = Received()
        app.get("hello") { _ in "hello" }
        app.get("slow") { _ async throws -> String in
            try await Task.sleep(for: .milliseconds(1500))
            return "done"
        }
        app.on(.POST, "echo", body: .stream) { request async throws -> String in
            var bytes = 0
            do {
                for try await chunk in request.body { bytes += chunk.readableBytes }
                await outcomes.add("\(bytes) bytes")
            } catch {
                await outcomes.add("error: \(error)")
                throw error
            }
            return "\(bytes)"
        }
        app.webSocket("ws") { _, socket in
            socket.onText { socket, text in socket.send(text) }
        }
        var route = FormRoute(template: try FormRouteVaporTests.template(), csrf: Self.csrf)
        route.bodyBudget = budget
        app.addForm("sign-up", route) { form, _ in
            await received.add(form.jsonValues())
            return Response(status: .seeOther, headers: ["Location": "/thanks"])
        }
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        do {
            let port = try #require(app.http.server.shared.localAddress?.port)
            let checks = ThreadChecks()
            defer { checks.record() }
            try await Self.onThread { try client(port, checks) }
            try await Task.sleep(for: .milliseconds(200))
            try await after(outcomes, received)
        } catch {
            await app.server.shutdown()
            try await app.asyncShutdown()
            throw error
        }
        await app.server.shutdown()
        try await app.asyncShutdown()
    }

    /// Runs `work` on a thread of its own.
    static func onThread(_ work: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread {
                do {
                    try work()
                    continuation.resume()
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    static func get(_ path: String, _ extra: String = "") -> String {
        "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\(extra)\r\n"
    }

    // MARK: Idle and slow clients

    @Test func aConnectionThatSendsNothingIsClosed() async throws {
        try await withServer { port, checks in
            let connection = try RawConnection(port: port)
            let took = try checks.require(connection.waitForClose(within: 5), "still open 5 s after connecting")
            checks.expect(took >= 0.3, "closed after \(took) s, before its idle time")
        }
    }

    @Test func aTrickledHeadIsClosedBeforeItEnds() async throws {
        try await withServer { port, checks in
            let connection = try RawConnection(port: port)
            let head = Array(("GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + String(repeating: "a", count: 100) + "\r\n\r\n").utf8)
            let started = Date()
            var closed = false
            for byte in head {
                guard connection.send([byte]), connection.staysOpen(for: 0.05) else {
                    closed = true
                    break
                }
            }
            checks.expect(closed, "a head sent a byte every 50 ms was read to its end")
            checks.expect(Date().timeIntervalSince(started) < 3)
        }
    }

    @Test func aKeptAliveConnectionIsClosedOnceIdle() async throws {
        try await withServer { port, checks in
            let connection = try RawConnection(port: port)
            connection.send(Self.get("/hello"))
            let answer = try connection.answer()
            checks.expect(answer.status == 200 && answer.text == "hello")
            checks.expect(answer.values("Connection") == ["keep-alive"])
            // A second request within the idle time is served on the same connection.
            connection.send(Self.get("/hello"))
            checks.expect(try connection.answer().status == 200)
            checks.expect(connection.waitForClose(within: 5) != nil, "a kept-alive connection stays open")
        }
    }

    @Test func aSlowHandlerIsNotTheClientIdling() async throws {
        try await withServer { port, checks in
            let connection = try RawConnection(port: port)
            connection.send(Self.get("/slow"))
            let answer = try connection.answer(within: 5)
            checks.expect(answer.status == 200 && answer.text == "done", "a handler longer than the idle time still answers")
        }
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() async throws {
        try await withServer { port, checks in
            let connection = try RawConnection(port: port)
            connection.send(Self.get("/hello") + Self.get("/slow") + Self.get("/hello"))
            checks.expect(try connection.answer().text == "hello")
            checks.expect(try connection.answer().text == "done")
            checks.expect(try connection.answer().text == "hello")
        }
    }

    // MARK: Bodies

    @Test func aStalledBodyIsCutOffAndItsRouteSeesAnError() async throws {
        try await withServer { port, checks in
            let connection = try RawConnection(port: port)
            connection.send("POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n" + String(repeating: "x", count: 10))
            checks.expect(connection.waitForClose(within: 5) != nil, "a body that stopped arriving is still waited for")
        } after: { outcomes, _ in
            await outcomes.expectOneError()
        }
    }

    @Test func aBodyStillArrivingAtTheRequestTimeoutIsCutOff() async throws {
        try await withServer { port, checks in
            let connection = try RawConnection(port: port)
            connection.send("POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\n")
            let started = Date()
            // A byte every 100 ms: never idle, but 1,000 bytes take 100 s.
            while connection.send("x"), connection.staysOpen(for: 0.1), Date().timeIntervalSince(started) < 5 {}
            let took = Date().timeIntervalSince(started)
            checks.expect(took >= 1.2 && took < 4, "cut off after \(took) s (request timeout 1.5 s)")
        } after: { outcomes, _ in
            await outcomes.expectOneError()
        }
    }

    /// Gets the sign-up page on `connection`: its form's CSRF token and the
    /// session cookie to post it with.
    static func openSignUp(on connection: RawConnection, _ checks: ThreadChecks) throws -> (token: String, cookie: Substring) {
        connection.send(get("/sign-up"))
        let page = try connection.answer()
        let token = try checks.require(BrowserForm.firstMatch(#"name="fw-csrf" value="([^"]*)""#, in: page.text))
        let cookie = try checks.require(page.values("Set-Cookie").first?.split(separator: ";").first)
        return (token, cookie)
    }

    @Test func aChunkedFormCutOffBeforeItsEndIsNotTaken() async throws {
        try await withServer { port, checks in
            let connection = try RawConnection(port: port)
            let (token, cookie) = try Self.openSignUp(on: connection, checks)
            let form = "fw-csrf=\(token)&email=ada%40example.com&fw-action=submit"
            // The whole form in one chunk, and then no last chunk: the body never ends.
            connection.send("POST /sign-up HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(cookie)\r\n"
                            + "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n"
                            + String(form.utf8.count, radix: 16) + "\r\n" + form + "\r\n")
            checks.expect(connection.waitForClose(within: 5) != nil)
        } after: { _, received in
            #expect(await received.values.isEmpty, "a form whose body never ended was taken")
        }
    }

    /// A form's body in a hundred pieces, each arriving apart: the route reads
    /// them in order, each taken before the next is read, and takes the form whole.
    @Test func aBodyInManyPiecesArrivesWhole() async throws {
        let name = (0..<3000).map { "n\($0)" }.joined(separator: "-")
        try await withServer { port, checks in
            let connection = try RawConnection(port: port)
            let (token, cookie) = try Self.openSignUp(on: connection, checks)
            let form = Array("fw-csrf=\(token)&email=ada%40example.com&name=\(name)&fw-action=submit".utf8)
            connection.send("POST /sign-up HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(cookie)\r\n"
                            + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(form.count)\r\n\r\n")
            let piece = form.count / 100 + 1
            for start in stride(from: 0, to: form.count, by: piece) {
                connection.send(Array(form[start..<min(form.count, start + piece)]))
                usleep(2_000)
            }
            checks.expect(try connection.answer().status == 303)
        } after: { _, received in
            #expect(await received.values.first?["name"] == .string(name))
        }
    }

    @Test func aClientThatReadsNothingIsClosed() async throws {
        try await withServer { port, checks in
            let connection = try RawConnection(port: port, receiveBuffer: 4096)
            // The form's page, asked for a thousand times and never read: more than
            // the connection's buffers hold.
            let requests = Array(String(repeating: Self.get("/sign-up"), count: 1000).utf8)
            var sent = 0
            let started = Date()
            while sent < requests.count, Date().timeIntervalSince(started) < 2 {
                sent += connection.sendWhatFits(Array(requests[sent...]))
                usleep(10_000)
            }
            usleep(2_000_000)
            checks.expect(connection.waitForClose(within: 4) != nil, "a client that reads nothing is waited for")
        }
    }

    // MARK: Heads

    @Test func aHeadOverTheLimitGets400AndTheConnectionCloses() async throws {
        try await withServer { port, checks in
            // In one piece: the decoder reads it whole.
            let whole = try RawConnection(port: port)
            whole.send(Self.get("/hello", "X-Big: \(String(repeating: "b", count: 5000))\r\n"))
            let answer = try whole.answer()
            checks.expect(answer.status == 400)
            checks.expect(answer.values("Connection") == ["close"])
            checks.expect(whole.waitForClose(within: 3) != nil)
            // In pieces that never end the head: counted as they arrive.
            let pieces = try RawConnection(port: port)
            pieces.send("GET /hello HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            for _ in 0..<10 {
                guard pieces.send("X-Part: \(String(repeating: "p", count: 500))\r\n") else { break }
                usleep(20_000)
            }
            checks.expect(try pieces.answer().status == 400)
            checks.expect(pieces.waitForClose(within: 3) != nil)
        }
    }

    @Test func tooManyHeaderFieldsGet400() async throws {
        try await withServer { port, checks in
            let connection = try RawConnection(port: port)
            connection.send(Self.get("/hello", (0..<30).map { "X-Field-\($0): v\r\n" }.joined()))
            checks.expect(try connection.answer().status == 400)
            checks.expect(connection.waitForClose(within: 3) != nil)
        }
    }

    // MARK: Refusals close the connection

    @Test(arguments: [
        ("no cookie", "Content-Length: 1000\r\n", 403),
        ("a declared gigabyte", "Cookie: fw_csrf=AAAAAAAAAAAAAAAAAAAAAA\r\nContent-Length: 1000000000\r\n", 413),
        ("the budget spent", "Cookie: fw_csrf=AAAAAAAAAAAAAAAAAAAAAA\r\nContent-Length: 200000\r\n", 503),
    ])
    func aRefusalClosesTheConnection(_ what: String, _ headers: String, _ status: Int) async throws {
        let budget = BodyBudget(capacity: 100_000)
        if status == 503 { #expect(budget.reserve(100_000), "other posts hold the whole budget") }
        try await withServer(budget: budget) { port, checks in
            let connection = try RawConnection(port: port)
            // The head and the body's first bytes (Vapor hands a request with a body
            // to its route once some of the body has come); the rest is never sent,
            // so only a close ends the exchange.
            connection.send("POST /sign-up HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                            + "Content-Type: application/x-www-form-urlencoded\r\n\(headers)\r\nname=a")
            let answer = try connection.answer()
            checks.expect(answer.status == status, "\(what)")
            checks.expect(answer.values("Connection") == ["close"], "\(what): one Connection field, saying close")
            let took = try checks.require(connection.waitForClose(within: 3), "\(what): the connection stays open after the refusal")
            checks.expect(took < 2, "\(what): closed \(took) s after the answer")
        }
    }

    // MARK: Other protocols and configurations

    @Test func aWebSocketUpgradesAndOutlivesTheIdleTime() async throws {
        try await withServer { port, checks in
            let connection = try RawConnection(port: port)
            connection.send("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
            let answer = try connection.answer()
            checks.expect(answer.status == 101)
            for round in 0..<2 {
                // A masked text frame, "hi".
                let mask: [UInt8] = [1, 2, 3, 4]
                connection.send([0x81, 0x82] + mask + zip(Array("hi".utf8), mask).map { $0 ^ $1 })
                let echo = connection.read(count: 4, within: 3)
                checks.expect(echo == [0x81, 0x02] + Array("hi".utf8), "round \(round)")
                // Quiet for longer than the idle time: a WebSocket keeps its own time.
                checks.expect(connection.staysOpen(for: 0.8))
            }
        }
    }

    @Test func tlsAndHTTP2AreRefusedAtStart() async throws {
        let app = try await Application.make(.testing)
        app.logger.logLevel = .critical
        app.servers.use(.formwork())
        app.http.server.configuration.supportVersions = [.one, .two]
        await #expect(throws: GuardedServerError.self) {
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        }
        try await app.asyncShutdown()
    }

    @Test func theSameLimitsAsHummingbirdByDefault() {
        let limits = ConnectionLimits()
        #expect(limits.idleTimeout == .seconds(10) && limits.requestTimeout == .seconds(30))
        #expect(limits.maximumHeaderBytes == 32 * 1024 && limits.maximumHeaderCount == 100)
    }
}
#endif
