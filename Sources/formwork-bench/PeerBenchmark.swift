import Foundation

/// The web peers (WTForms, Django forms) on the same "1k-mixed" workload, run from
/// the serving benchmark so their figures come from the same run as ours. Their
/// harnesses live in `../shared/bench/peers` (or `FORMWORK_PEERS`); they run under
/// `FORMWORK_PEERS_PYTHON` (`scripts/bench` makes a virtual environment with them)
/// or `python3`. A peer whose harness or package is missing is skipped, saying so.
enum PeerBenchmark {
    struct Peer {
        let name: String
        let script: String
        let module: String
    }

    static let peers = [
        Peer(name: "WTForms", script: "bench_wtforms.py", module: "wtforms"),
        Peer(name: "Django forms", script: "bench_django.py", module: "django"),
    ]

    /// The operations compared: the peers' name for each and our figure for it.
    static let operations = [
        ("(b) bind valid + validate", "valid body"),
        ("(c0) bind invalid + validate (no render)", "invalid body"),
    ]

    static var directory: URL? {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["FORMWORK_PEERS"], "../shared/bench/peers"].compactMap { $0 }
        return candidates.map { URL(fileURLWithPath: $0) }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("workload.py").path) }
    }

    /// How many times the peers' harness runs each operation untimed, then timed;
    /// ``Timing/median(warmups:repeats:_:)`` times ours the same way.
    static let warmups = 2
    static let repeats = 15

    static var python: String {
        ProcessInfo.processInfo.environment["FORMWORK_PEERS_PYTHON"] ?? "/usr/bin/python3"
    }

    /// Runs each peer and prints its medians next to ours (seconds, by operation).
    ///
    /// - Parameters:
    ///   - ours: our median for each operation's label.
    ///   - operations: the peers' name for each operation, our label for it, and the
    ///     least number of times slower than ours each peer must be (none checked
    ///     when empty).
    /// - Returns: whether every peer that ran is as much slower as required.
    @discardableResult
    static func run(ours: [String: Double], operations: [(String, String, [String: Double])]? = nil) -> Bool {
        let operations = operations ?? self.operations.map { ($0.0, $0.1, [:]) }
        print("")
        guard let directory else {
            print("peers: skipped (no ../shared/bench/peers; set FORMWORK_PEERS)")
            return true
        }
        print("The web peers on the same workload, in this run (a fresh form per request in each;")
        print("how many times slower than Formwork):")
        var ok = true
        for peer in peers {
            guard let medians = measure(peer, in: directory) else {
                print("  \(peer.name): skipped (\(peer.module) is not installed for \(python))")
                continue
            }
            for (operation, label, budgets) in operations {
                guard let theirs = medians[operation], let mine = ours[label] else { continue }
                let ratio = theirs / mine
                var line = "  \(peer.name), \(label):".padding(toLength: 34, withPad: " ", startingAt: 0)
                line += Timing.pad(Timing.format(theirs), 10) + "   (\(CoreBenchmark.ratio(ratio))×)"
                if let budget = budgets[peer.name] {
                    let within = ratio >= budget
                    ok = ok && within
                    line += "  (budget ≥ \(Int(budget))×) " + (within ? "ok" : "UNDER BUDGET")
                }
                print(line)
            }
        }
        return ok
    }

    /// The peer's median for each operation, in seconds; nil when it cannot run.
    static func measure(_ peer: Peer, in directory: URL) -> [String: Double]? {
        guard run([python, "-c", "import \(peer.module)"], in: directory, environment: [:]) else { return nil }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-peer-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: output) }
        let environment = ["BENCH_JSON": output.path, "BENCH_REPEAT": String(repeats), "BENCH_WARMUP": String(warmups)]
        guard run([python, peer.script], in: directory, environment: environment),
              let text = try? String(contentsOf: output, encoding: .utf8) else { return nil }
        var medians: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let operation = object["op"] as? String, let median = object["median_ms"] as? Double else { continue }
            medians[operation] = median / 1_000
        }
        return medians
    }

    /// Runs a command quietly; true when it succeeded.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus == 0
        } catch {
            return false
        }
    }
}
