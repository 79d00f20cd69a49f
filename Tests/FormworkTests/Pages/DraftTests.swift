import Foundation
@testable import Formwork
import DraftStoreChecks
import Testing

/// Drafts: "save and continue later", kept in a store and resumed in any front end.
@Suite("Drafts: saving a journey and resuming it")
struct DraftTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func application(extraQuestion: Bool = false) -> Form {
        let form = FormJourneyTests.application()
        form.allSections[0] <<< PasswordRow("password") { $0.title = "Password" }
        form.allSections[0] <<< TextRow("passport") { $0.title = "Passport number"; $0.isSensitive = true }
        if extraQuestion {
            form.allSections[0] <<< IntRow("age") { $0.title = "Age"; $0.add(rule: RuleRequired()) }
        }
        return form
    }

    @Test func codesAreRandomOpaqueAndReadAsTyped() throws {
        let codes = (0..<1_000).map { _ in DraftCode.random() }
        #expect(Set(codes).count == 1_000)
        #expect(codes.allSatisfy { $0.rawValue.count == 26 }, "26 characters of 5 bits: 130 bits")
        let code = try #require(codes.first)
        let typed = code.rawValue.uppercased().enumerated().map { $0.offset % 5 == 4 ? "\($0.element)-" : "\($0.element)" }.joined()
        #expect(DraftCode(typed) == code, "upper case and hyphens read as the same code")
        #expect(DraftCode("") == nil && DraftCode(String(code.rawValue.dropLast())) == nil)
        #expect(DraftCode(String(repeating: "u", count: 26)) == nil, "letters outside the alphabet")
        let decoded = try JSONDecoder().decode([DraftCode].self, from: Data(#"["\#(code.rawValue)"]"#.utf8))
        #expect(decoded == [code])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([DraftCode].self, from: Data(#"["not a code"]"#.utf8)) }
    }

    @Test func aDraftKeepsTheAnswersOnThePathAndNoSecrets() throws {
        let form = Self.application()
        form.setValues(["name": "Ada", "password": "hunter2", "passport": "X123", "partnerName": "Bo",
                        "email": "ada@example.com", "hasPartner": false])
        let draft = form.makeDraft(journey: JourneyState(position: .page(2), visited: [0]), now: Self.start)
        #expect(draft.answers["name"] == .string("Ada") && draft.answers["email"] == .string("ada@example.com"))
        #expect(draft.answers["password"] == nil && draft.answers["passport"] == nil, "secret and sensitive answers stay out")
        #expect(draft.answers["partnerName"] == nil, "the partner's page is off the path")
        #expect(draft.answers["hasPartner"] == .bool(false))
        let json = String(decoding: try JSONEncoder().encode(draft), as: UTF8.self)
        #expect(!json.contains("hunter2") && !json.contains("X123"))
        #expect(!draft.code.rawValue.contains("Ada"))
    }

    @Test func aDraftTakenOverByAWholeFormsAnswersForgetsWhoWroteItsPages() throws {
        let form = Self.application()
        form.setValues(["name": "Ada", "password": "hunter2", "hasPartner": false])
        var saved = form.makeDraft(now: Self.start)
        saved.pageWriters = [0: "tab-one"]
        form.setValues(["name": "Ada L.", "email": "ada@example.com"])
        let next = form.draft(over: saved, now: Self.start)
        #expect(next.code == saved.code && next.version == saved.version, "the same draft, to be saved over the version read")
        #expect(next.answers["name"] == .string("Ada L.") && next.answers["email"] == .string("ada@example.com"))
        #expect(next.answers["password"] == nil)
        #expect(next.pageWriters.isEmpty, "no drawing of a page wrote these answers")
        #expect(next.journey == form.answeredJourney(), "where the answers alone say")
        let fresh = form.draft(over: nil, journey: JourneyState(position: .page(1), visited: [0]), now: Self.start)
        #expect(fresh.code != saved.code && fresh.version == 0 && fresh.journey.position == .page(1))
    }

    @Test func expiredDraftsArePurgedRepeatedlyUntilTheTaskIsCancelled() async throws {
        let store = MemoryDraftStore(policy: DraftPolicy(idleLifetime: 60))
        let clock = Clock()
        for _ in 0..<3 { _ = try store.save(Self.application().makeDraft(now: Self.start), now: Self.start) }
        let removed = Removed()
        let purging = Task {
            await store.purgeRepeatedly(every: .milliseconds(5), now: { clock.now }, purged: { count in removed.add(count) })
        }
        // Nothing is old enough yet: purges run and remove nothing.
        while removed.runs < 3 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(store.count == 3 && removed.total == 0)
        clock.now = Self.start.addingTimeInterval(61)
        // The purge removes the drafts, then says how many: waited for until it has said.
        for _ in 0..<2_000 where removed.total < 3 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(removed.total == 3)
        #expect(store.count == 0)
        purging.cancel()
        await purging.value
    }

    /// A time that a test moves on.
    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var value = DraftTests.start
        var now: Date {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }

    /// What the purges removed, and how many ran.
    final class Removed: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int] = []
        func add(_ count: Int) { lock.withLock { counts.append(count) } }
        var runs: Int { lock.withLock { counts.count } }
        var total: Int { lock.withLock { counts.reduce(0, +) } }
    }

    @Test func aStoreSavesOverTheVersionReadAndRefusesAStaleCopy() async throws {
        let store: any DraftStore = MemoryDraftStore()
        let form = Self.application()
        form.setValues(["name": "Ada"])
        let first = try await store.save(form.makeDraft(now: Self.start), now: Self.start)
        #expect(first.version == 1)
        let tabA = try #require(try await store.load(first.code, now: Self.start))
        var tabB = tabA
        var edited = tabA
        edited.answers["name"] = .string("Ada L.")
        let saved = try await store.save(edited, now: Self.start.addingTimeInterval(60))
        #expect(saved.version == 2 && saved.created == Self.start && saved.updated == Self.start.addingTimeInterval(60))

        tabB.answers["name"] = .string("Ada B.")
        await #expect(throws: DraftError.conflict(current: saved)) { try await store.save(tabB, now: Self.start.addingTimeInterval(90)) }
        #expect(try await store.load(first.code, now: Self.start.addingTimeInterval(90))?.answers["name"] == .string("Ada L."),
                "the stale copy overwrote nothing")

        try await store.markSubmitted(first.code, now: Self.start.addingTimeInterval(120))
        #expect(try await store.load(first.code, now: Self.start.addingTimeInterval(120))?.submitted != nil)
        await #expect(throws: DraftError.alreadySubmitted) { try await store.save(saved, now: Self.start.addingTimeInterval(130)) }

        var unknown = saved
        unknown = Draft(code: .random(), fingerprint: unknown.fingerprint, answers: [:], journey: JourneyState())
        unknown.version = 3
        await #expect(throws: DraftError.notFound) { try await store.save(unknown, now: Self.start) }
        await #expect(throws: DraftError.notFound) { try await store.markSubmitted(.random(), now: Self.start) }
    }

    @Test func draftsExpireAfterIdlingOrAtTheirMaximumAndPurgeRemovesThem() async throws {
        let store: any DraftStore = MemoryDraftStore(policy: DraftPolicy(idleLifetime: 100, maximumLifetime: 250))
        let form = Self.application()
        var draft = try await store.save(form.makeDraft(now: Self.start), now: Self.start)
        // Saved every 90 seconds, it outlives its idle lifetime but not its maximum.
        for step in 1...2 { draft = try await store.save(draft, now: Self.start.addingTimeInterval(Double(step) * 90)) }
        #expect(try await store.load(draft.code, now: Self.start.addingTimeInterval(240)) != nil, "kept: saved 60 s ago")
        #expect(try await store.load(draft.code, now: Self.start.addingTimeInterval(251)) == nil, "gone at its maximum")

        let idle = try await store.save(form.makeDraft(now: Self.start), now: Self.start)
        let busy = try await store.save(form.makeDraft(now: Self.start), now: Self.start.addingTimeInterval(50))
        #expect(try await store.purge(now: Self.start.addingTimeInterval(120)) == 1, "the idle one")
        #expect(try await store.load(idle.code, now: Self.start.addingTimeInterval(120)) == nil)
        #expect(try await store.load(busy.code, now: Self.start.addingTimeInterval(120)) != nil)
    }

    @Test func anOversizedDraftFailsLoudly() async throws {
        let store: any DraftStore = MemoryDraftStore(policy: DraftPolicy(maximumBytes: 2_000))
        let form = Self.application()
        form.setValues(["name": String(repeating: "a", count: 3_000)])
        let draft = form.makeDraft(now: Self.start)
        await #expect(throws: DraftError.tooLarge(bytes: draft.encodedSize + 0, limit: 2_000)) {
            try await store.save(draft, now: Self.start)
        }
    }

    @Test func aDraftResumesWhereItStoodInAFreshFormOfTheTemplate() throws {
        let template = try FormTemplate { Self.application() }
        let form = template.makeForm()
        form.setValues(["name": "Ada", "hasPartner": true, "partnerName": "Bo", "password": "hunter2"])
        var journey = FormJourney(form: form)
        _ = journey.advance()
        _ = journey.advance()
        #expect(journey.currentPage?.tag == "contact")
        let data = try JSONEncoder().encode(form.makeDraft(journey: journey.state))

        let elsewhere = template.makeForm()
        let (resumed, leftOut) = elsewhere.resume(from: try JSONDecoder().decode(Draft.self, from: data))
        #expect(leftOut.isEmpty)
        #expect(resumed.currentPage?.tag == "contact" && resumed.state.visited == [0, 1])
        #expect(elsewhere.values()["partnerName"] as? String == "Bo")
        #expect((elsewhere.rowBy(tag: "password") as? PasswordRow)?.value == nil, "a secret is never resumed")
    }

    @Test func aDraftOfAChangedFormKeepsWhatFitsAndLandsOnTheFirstPageThatNeedsAnAnswer() throws {
        let before = Self.application()
        before.setValues(["name": "Ada", "email": "ada@example.com", "emailAgain": "ada@example.com"])
        var draft = before.makeDraft(journey: JourneyState(position: .review, visited: [0, 2, 3]))
        draft.answers["retired"] = .bool(true)
        draft.answers["phone"] = .number(12)

        let after = Self.application(extraQuestion: true)
        #expect(after.definitionFingerprint != before.definitionFingerprint)
        #expect(Self.application().definitionFingerprint == before.definitionFingerprint, "the same form, the same fingerprint")
        let (journey, leftOut) = after.resume(from: draft)
        #expect(leftOut.map(\.tag) == ["phone", "retired"], "an answer that no longer fits, and a question no longer asked")
        #expect(after.values()["name"] as? String == "Ada" && after.values()["email"] as? String == "ada@example.com")
        #expect(journey.currentPage?.tag == "about" && !journey.isAtReview, "the new required question is on the first page")
    }
}

/// Drafts under hostile use: guessed codes, bursts of saves of one version, a draft
/// written back from an old version.
@Suite("Drafts: hostile use")
struct HostileDraftTests {
    @Test func aBurstOfSavesOfOneVersionLetsExactlyOneThrough() async throws {
        let store: any DraftStore = MemoryDraftStore()
        let form = DraftTests.application()
        let stored = try await store.save(form.makeDraft(now: DraftTests.start), now: DraftTests.start)
        let outcomes = await withTaskGroup(of: Result<Draft, DraftError>.self) { group in
            for i in 0..<200 {
                var copy = stored
                copy.answers["name"] = .string("writer \(i)")
                group.addTask {
                    do throws(DraftError) { return .success(try await store.save(copy, now: DraftTests.start)) }
                    catch { return .failure(error) }
                }
            }
            var all: [Result<Draft, DraftError>] = []
            for await outcome in group { all.append(outcome) }
            return all
        }
        let saved = outcomes.compactMap { try? $0.get() }
        #expect(saved.count == 1, "one save wins the version")
        let winner = try #require(saved.first)
        let conflicts = outcomes.filter { if case .failure(.conflict(let current)) = $0 { return current == winner }; return false }
        #expect(conflicts.count == 199, "every other save is told of the winner")
        #expect(try await store.load(stored.code, now: DraftTests.start) == winner)
    }

    @Test func guessedCodesFindNothingAndAnOldVersionIsRefused() async throws {
        let store: any DraftStore = MemoryDraftStore()
        let form = DraftTests.application()
        let first = try await store.save(form.makeDraft(now: DraftTests.start), now: DraftTests.start)
        for _ in 0..<1_000 { #expect(try await store.load(.random(), now: DraftTests.start) == nil) }
        let second = try await store.save(first, now: DraftTests.start)
        _ = try await store.save(second, now: DraftTests.start)
        await #expect(throws: DraftError.self) { try await store.save(first, now: DraftTests.start) }
        var rewound = second
        rewound.version = 0
        await #expect(throws: DraftError.self, "a version 0 over a stored draft is a conflict, not a new draft") {
            try await store.save(rewound, now: DraftTests.start)
        }
    }
}

/// Files and repeating groups in drafts and on the review.
@Suite("Drafts of files and repeating groups")
struct DraftFileAndGroupTests {
    static func form() -> Form {
        let form = Form()
        form +++ Page("Documents")
            <<< FileRow("passport") { $0.title = "Passport" }
        form +++ Page("People")
        form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete], header: "Companions") {
            $0.tag = "companions"
            $0.multivaluedRowToInsertAt = { _ in NameRow { $0.title = "Name" } }
        }
        return form
    }

    @Test func aFileIsKeptWithItsNameTypeAndBytesAndComesBackWhole() throws {
        let form = Self.form()
        let scan = UploadedFile(name: "passport.pdf", contentType: "application/pdf", data: Data([0, 1, 2, 255]))
        (form.rowBy(tag: "passport") as? FileRow)?.value = scan
        let draft = form.makeDraft()
        #expect(draft.answers["passport"] == scan.jsonValue)
        let again = Self.form()
        let (_, leftOut) = again.resume(from: draft)
        #expect(leftOut.isEmpty)
        #expect((again.rowBy(tag: "passport") as? FileRow)?.value == scan)
        // Not a file: refused, with why.
        var broken = draft
        broken.answers["passport"] = .string("passport.pdf")
        let third = Self.form()
        #expect(third.resume(from: broken).leftOut.map(\.tag) == ["passport"])
        #expect((third.rowBy(tag: "passport") as? FileRow)?.value == nil)
    }

    @Test func aRepeatingGroupIsOneAnswerOnTheReviewAndCanBeChanged() throws {
        let form = Self.form()
        let group = try #require(form.sectionBy(tag: "companions"))
        group <<< NameRow { $0.title = "Name"; $0.value = "Mary" }
        group <<< NameRow { $0.title = "Name"; $0.value = "Charles" }
        var journey = FormJourney(form: form)
        #expect(journey.advance() == .page(1))
        #expect(journey.advance() == .review)
        let answers = journey.review
        #expect(answers.map(\.tag) == ["passport", "companions"])
        #expect(answers[0].answer == nil, "no file: Not provided")
        #expect(answers[1].question == "Companions" && answers[1].answer == "Mary, Charles")
        #expect(journey.change(tag: "companions") && journey.currentPage?.index == 1)
    }
}

/// The in-memory store keeps every promise of a draft store.
@Suite("Drafts in memory")
struct MemoryDraftStoreTests {
    @Test func itKeepsEveryPromiseOfADraftStore() async {
        let found = await DraftStoreChecks.all { policy in MemoryDraftStore(policy: policy) }
        for (check, problems) in found.sorted(by: { $0.key < $1.key }) {
            #expect(problems.isEmpty, "\(check): \(problems)")
        }
        #expect(found.count == 8)
    }
}
