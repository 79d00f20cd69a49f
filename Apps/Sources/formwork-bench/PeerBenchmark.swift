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
    /// ``Timing/median(warmups:repeats:span:_:)`` times ours the same way.
    static let warmups = 2
    static let repeats = 15
    /// How long ours are timed for, at least, each time (seconds): see
    /// ``Timing/median(warmups:repeats:span:_:)``.
    static let span = 0.5

    static var python: String {
        ProcessInfo.processInfo.environment["FORMWORK_PEERS_PYTHON"] ?? "/usr/bin/python3"
    }

    /// How many times each peer's harness is run by `formwork-bench html`, ours
    /// being timed just before and just after each run.
    static let rounds = 3

    /// Runs each peer `rounds` times and prints its medians next to ours.
    ///
    /// Ours are timed again just before and just after each run of a peer, and
    /// each ratio is the median over the rounds of the peer's time over the mean of
    /// ours around it: a busy spell of a shared machine then weighs on both sides
    /// of a ratio, instead of on whichever side was timed during it.
    ///
    /// - Parameters:
    ///   - rounds: how many times each peer runs.
    ///   - ours: times our operations, returning the median of each by label
    ///     (seconds); called before and after each run of a peer.
    ///   - operations: the peers' name for each operation, our label for it, and the
    ///     least number of times slower than ours each peer must be (none checked
    ///     when empty).
    /// - Returns: whether every peer that ran is as much slower as required.
    @discardableResult
    static func run(rounds: Int = 1, ours: () -> [String: Double],
                    operations: [(String, String, [String: Double])]? = nil) -> Bool {
        let operations = operations ?? self.operations.map { ($0.0, $0.1, [:]) }
        print("")
        guard let directory else {
            print("peers: skipped (no ../shared/bench/peers; set FORMWORK_PEERS)")
            return true
        }
        print("The web peers on the same workload, in this run (a fresh form per request in each;")
        print("how many times slower than Formwork\(rounds > 1 ? ", the median over \(rounds) runs of each peer with ours timed around each" : "")):")
        var ok = true
        for peer in peers {
            var theirs: [String: [Double]] = [:], mine: [String: [Double]] = [:], ratios: [String: [Double]] = [:]
            var ran = false
            for _ in 0..<rounds {
                let before = ours()
                guard let medians = measure(peer, in: directory) else { break }
                let after = ours()
                ran = true
                for (operation, label, _) in operations {
                    guard let their = medians[operation], let first = before[label], let second = after[label] else { continue }
                    let my = (first + second) / 2
                    theirs[label, default: []].append(their)
                    mine[label, default: []].append(my)
                    ratios[label, default: []].append(their / my)
                }
            }
            guard ran else {
                print("  \(peer.name): skipped (\(peer.module) is not installed for \(python))")
                continue
            }
            for (_, label, budgets) in operations {
                guard let their = theirs[label].map(Timing.median(of:)), let my = mine[label].map(Timing.median(of:)),
                      let ratio = ratios[label].map(Timing.median(of:)) else { continue }
                var line = "  \(peer.name), \(label):".padding(toLength: 26, withPad: " ", startingAt: 0)
                line += Timing.pad(Timing.format(their), 10) + " vs " + Timing.pad(Timing.format(my), 9)
                line += "   (\(CoreBenchmark.ratio(ratio))×)"
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
