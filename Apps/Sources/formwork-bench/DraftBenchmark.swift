import Foundation
import Formwork
import FormworkGalleryForms
import FormworkPostgres
import FormworkSQLite
import GRDB
import PostgresNIO

/// `formwork-bench drafts`: saving and loading drafts, per second. The draft is the
/// gallery's visa application answered in full. In SQLite, ``SQLiteDraftStore``'s
/// save (which checks the stored version in the same transaction) is compared with a
/// hand-written GRDB insert of the same draft's JSON into a table of the same shape,
/// and its load with a hand-written select and decode. With
/// `FORMWORK_POSTGRES_SOCKET` (the path of a server's Unix socket, user and
/// database `formwork`, as `scripts/postgres-server` makes them), the same in
/// PostgreSQL through ``PostgresDraftStore``.
enum DraftBenchmark {
    static let budget = 1.5
    static let batch = 200
    static let rounds = 15

    static func draft() -> Draft {
        let form = GalleryForms.all.first { $0.name == "visa" }!.make()
        form.setValues(["fullName": "Ada Lovelace", "birthDate": Date(timeIntervalSince1970: 633_830_400),
                        "nationality": "French", "purpose": "Study", "nights": 30, "school": "Sorbonne",
                        "course": "Mathematics", "email": "ada@example.com", "phone": "+44 20 7946 0000"])
        return form.makeDraft(journey: form.answeredJourney())
    }

    static func run() async -> Bool {
        let template = draft()
        let withinBudget = sqlite(template)
        if let socket = ProcessInfo.processInfo.environment["FORMWORK_POSTGRES_SOCKET"] {
            await postgres(socket: socket, template: template)
        } else {
            print("  PostgreSQL: not measured (set FORMWORK_POSTGRES_SOCKET, as scripts/bench drafts does)")
        }
        return withinBudget
    }

    /// The SQLite figures; whether the save is within its budget.
    static func sqlite(_ template: Draft) -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-bench-drafts-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store: SQLiteDraftStore
        let hand: DatabaseQueue
        do {
            store = try SQLiteDraftStore(path: folder.appendingPathComponent("store.sqlite").path)
            hand = try DatabaseQueue(path: folder.appendingPathComponent("hand.sqlite").path)
            try hand.write { db in
                try db.execute(sql: """
                    CREATE TABLE draft (code TEXT PRIMARY KEY, version INTEGER NOT NULL, created DOUBLE NOT NULL,
                        updated DOUBLE NOT NULL, submitted DOUBLE, json BLOB NOT NULL)
                    """)
            }
        } catch {
            print("formwork-bench: the SQLite drafts do not open: \(error)")
            return false
        }
        let now = Date()
        var savedCodes: [DraftCode] = []
        let saveStore = {
            for _ in 0..<batch {
                var next = template
                next = Draft(fingerprint: next.fingerprint, answers: next.answers, journey: next.journey, now: now)
                if let saved = try? store.save(next, now: now) { savedCodes.append(saved.code) }
            }
        }
        var handCodes: [String] = []
        let saveHand = {
            for _ in 0..<batch {
                let next = Draft(fingerprint: template.fingerprint, answers: template.answers, journey: template.journey, now: now)
                var stored = next
                stored.version = 1
                guard let json = try? JSONEncoder().encode(stored) else { continue }
                try? hand.write { db in
                    try db.execute(sql: "INSERT INTO draft (code, version, created, updated, submitted, json) VALUES (?, ?, ?, ?, ?, ?)",
                                   arguments: [stored.code.rawValue, 1, now.timeIntervalSince1970, now.timeIntervalSince1970,
                                               nil as Double?, json])
                }
                handCodes.append(stored.code.rawValue)
            }
        }
        let saves = Timing.interleavedMedians(rounds: rounds, [saveHand, saveStore])
        guard savedCodes.count == handCodes.count, !savedCodes.isEmpty else {
            print("formwork-bench: the store saved \(savedCodes.count) drafts, the hand-written insert \(handCodes.count)")
            return false
        }
        var loaded = 0
        let loadStore = {
            for code in savedCodes.prefix(batch) where (try? store.load(code, now: now)) != nil { loaded += 1 }
        }
        let loadHand = {
            for code in handCodes.prefix(batch) {
                let data = try? hand.read { db in try Data.fetchOne(db, sql: "SELECT json FROM draft WHERE code = ?", arguments: [code]) }
                if let data, (try? JSONDecoder().decode(Draft.self, from: data)) != nil { loaded += 1 }
            }
        }
        let loads = Timing.interleavedMedians(rounds: rounds, [loadHand, loadStore])
        let bytes = template.encodedSize
        let saveRatio = saves[1] / saves[0]
        print("Drafts (the visa application answered, \(bytes) bytes of JSON), \(batch) at a time:")
        print("  SQLite save:  \(perSecond(saves[1])) a second; a hand-written GRDB insert \(perSecond(saves[0])): "
              + String(format: "%.2f×", saveRatio) + " (budget \(budget)×)")
        print("  SQLite load:  \(perSecond(loads[1])) a second; a hand-written GRDB select and decode \(perSecond(loads[0])): "
              + String(format: "%.2f×", loads[1] / loads[0]))
        return saveRatio <= budget
    }

    static func postgres(socket: String, template: Draft) async {
        let client = PostgresClient(configuration: .init(unixSocketPath: socket, username: "formwork", password: nil,
                                                         database: "formwork"))
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            let store = PostgresDraftStore(client: client)
            do {
                try await store.prepare()
                let now = Date()
                let clock = ContinuousClock()
                var codes: [DraftCode] = []
                let saving = try await clock.measure {
                    for _ in 0..<(batch * 5) {
                        let next = Draft(fingerprint: template.fingerprint, answers: template.answers, journey: template.journey, now: now)
                        codes.append(try await store.save(next, now: now).code)
                    }
                }
                let loading = try await clock.measure {
                    for code in codes { _ = try await store.load(code, now: now) }
                }
                print("  PostgreSQL save: \(perSecond(Timing.seconds(saving) / 5)) a second, one connection at a time; "
                      + "load: \(perSecond(Timing.seconds(loading) / 5)) a second")
            } catch {
                print("  PostgreSQL: \(error)")
            }
        }
    }

    /// Drafts a second, for a batch that took `seconds`.
    static func perSecond(_ seconds: Double) -> String {
        String(Int((Double(batch) / seconds).rounded()))
    }
}
