#if SQLite
import DraftStoreChecks
import Foundation
import Formwork
import FormworkSQLite
import Testing

/// The SQLite store keeps every promise of a draft store, and keeps its drafts
/// when it is opened again.
@Suite("Drafts in SQLite")
struct SQLiteDraftStoreTests {
    @Test func itKeepsEveryPromiseOfADraftStore() async throws {
        let found = await DraftStoreChecks.all { policy in try SQLiteDraftStore(path: ":memory:", policy: policy) }
        for (check, problems) in found.sorted(by: { $0.key < $1.key }) {
            #expect(problems.isEmpty, "\(check): \(problems)")
        }
        #expect(found.count == 7)
    }

    @Test func draftsOutliveTheProcessThatSavedThem() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drafts-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let now = Date()
        let saved = try SQLiteDraftStore(path: path).save(
            Draft(fingerprint: "f", answers: ["name": .string("Ada")], journey: JourneyState(position: .review, visited: [0, 1])),
            now: now)
        let reopened = try SQLiteDraftStore(path: path)
        #expect(try reopened.load(saved.code, now: now) == saved)
    }
}
#endif
