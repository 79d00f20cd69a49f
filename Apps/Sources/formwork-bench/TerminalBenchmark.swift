import Foundation
import FormworkTerminal

/// `formwork-bench tui`: our list of choices driven through the terminal harness of
/// `../shared/bench/tui` (or `FORMWORK_TUI_BENCH`), side by side with its peers in the
/// same run: the hand-written reference lists (the floor), prompt_toolkit and
/// questionary. The harness and the peers run under `FORMWORK_TUI_PYTHON` (which
/// `scripts/bench` makes); without it the benchmark is skipped, saying so.
///
/// The harness types 50 × ↓ and 20 × ↑ (most steps scroll the list) into a pseudo-
/// terminal of 80 × 24 and records the bytes and time of every frame, the CPU time
/// over the keys and the peak memory. Budgets at 10,000 options: CPU per key, the same
/// at 1,000 and at 10,000, bytes per key while the highlight moves in view and while
/// the list scrolls, nothing written for a key that changes nothing, one `write` per
/// frame, the first frame, and memory.
enum TerminalBenchmark {
    static var directory: URL? {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["FORMWORK_TUI_BENCH"], "../shared/bench/tui"].compactMap { $0 }
        return candidates.map { URL(fileURLWithPath: $0) }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("bench.py").path) }
    }

    struct Run {
        let name: String
        let json: [String: Any]
        var startupMilliseconds: Double { (json["startup"] as? [String: Any])?["ms"] as? Double ?? .nan }
        var cpuPerKey: Double { json["navigation_cpu_ms_per_key"] as? Double ?? .nan }
        var rss: Double { json["peak_rss_mib"] as? Double ?? .nan }
        var navigation: [String: Any] { json["navigation"] as? [String: Any] ?? [:] }
        var medianLatency: Double { navigation["latency_ms_median"] as? Double ?? .nan }
        var medianBytes: Double { (navigation["bytes_median"] as? NSNumber)?.doubleValue ?? .nan }
        var steps: [[String: Any]] { json["steps"] as? [[String: Any]] ?? [] }
        var chosen: String? { json["chosen"] as? String }
        var filterLatency: Double? { (json["filter"] as? [String: Any])?["latency_ms_max"] as? Double }

        /// The bytes of each arrow key, split by whether the list scrolled.
        func bytesByMove(viewHeight: Int) -> (inView: [Int], scrolling: [Int]) {
            var top = 0
            var inView: [Int] = [], scrolling: [Int] = []
            for step in steps where step["key"] as? String == "down" || step["key"] as? String == "up" {
                guard let index = step["expect"] as? Int, let bytes = step["bytes"] as? Int else { continue }
                if index < top {
                    top = index
                    scrolling.append(bytes)
                } else if index >= top + viewHeight {
                    top = index - viewHeight + 1
                    scrolling.append(bytes)
                } else {
                    inView.append(bytes)
                }
            }
            return (inView, scrolling)
        }
    }

    static func run() -> Bool {
        print("Formwork terminal benchmark (release build): a list of choices and a form in an 80×24 pseudo-terminal,")
        print("driven by the harness of ../shared/bench/tui with its peers in the same run.")
        guard let directory, let python = ProcessInfo.processInfo.environment["FORMWORK_TUI_PYTHON"] else {
            print("  skipped: the harness (../shared/bench/tui or FORMWORK_TUI_BENCH) or FORMWORK_TUI_PYTHON is missing;")
            print("  scripts/bench tui sets them up.")
            return true
        }
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-tui-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        func bench(_ name: String, items: Int, pointer: String, _ extra: [String] = [], command: [String]) -> Run? {
            let output = work.appendingPathComponent("\(name).json")
            let arguments = [python, "bench.py", "--name", name, "--items", String(items), "--pointer", pointer,
                             "--out", output.path] + extra + ["--"] + command
            guard PeerBenchmark.run(arguments, in: directory, environment: ["TUIBENCH_ITEMS": String(items)]),
                  let data = try? Data(contentsOf: output),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                print("  \(name): did not run")
                return nil
            }
            return Run(name: name, json: json)
        }

        /// The run that took less CPU per key, of those that ran.
        func lower(_ first: Run?, _ second: Run?) -> Run? {
            guard let first, let second else { return first ?? second }
            return second.cpuPerKey < first.cpuPerKey ? second : first
        }

        /// What is measured of one of our programs, and its runs.
        struct Measured {
            let subject: Subject
            let small: Run, large: Run
            let cpuSmall: Run?, cpuLarge: Run?, noOp: Run?
            let writes: Double?
        }
        func measure(_ subject: Subject) -> Measured? {
            let ours = [own, subject.command]
            let filter1k = subject.filters ? ["--filter-keys", "420", "--filter-expect", "420"] : []
            let filter10k = subject.filters ? ["--filter-keys", "4200", "--filter-expect", "4200"] : []
            guard let small = bench("\(subject.name)-1k", items: 1_000, pointer: "❯", filter1k, command: ours),
                  let large = bench("\(subject.name)-10k", items: 10_000, pointer: "❯", filter10k, command: ours)
            else { return nil }
            // CPU time is counted in 10 ms ticks: 1,200 keys make a tick 0.008 ms a key. Each
            // size runs twice, the sizes in turn, and keeps its lower figure: a slow spell of
            // this shared machine is not the program's cost, nor a ratio of two runs.
            let longer = ["--downs", "900", "--ups", "300", "--quiet-ms", "15"]
            func cpu(_ size: String, items: Int, pass: Int) -> Run? {
                bench("\(subject.name)-\(size)-cpu\(pass)", items: items, pointer: "❯", longer, command: ours)
            }
            var cpuSmall: Run?, cpuLarge: Run?
            for pass in 1...2 {
                cpuSmall = lower(cpuSmall, cpu("1k", items: 1_000, pass: pass))
                cpuLarge = lower(cpuLarge, cpu("10k", items: 10_000, pass: pass))
            }
            // Ctrl-G does nothing in a list or a form: what it costs is what a no-op key costs.
            let noOpKeys = ["--downs", "3", "--ups", "0", "--filter-keys", String(repeating: "\u{7}", count: 5)]
            return Measured(subject: subject, small: small, large: large, cpuSmall: cpuSmall, cpuLarge: cpuLarge,
                            noOp: bench("\(subject.name)-noop", items: 10_000, pointer: "❯", noOpKeys, command: ours),
                            writes: writesPerFrame(bench: bench, own: own, command: subject.command, work: work))
        }
        let measured = Subject.all.compactMap(measure)
        guard measured.count == Subject.all.count else { return false }

        let python3 = python
        let peers: [Run] = [
            bench("reference-scrollregion", items: 10_000, pointer: ">", command: [python3, "peers/reference_list.py", "--mode", "scroll"]),
            bench("reference-linediff", items: 10_000, pointer: ">", command: [python3, "peers/reference_list.py", "--mode", "lines"]),
            bench("ptk-virtual-list", items: 10_000, pointer: ">", command: [python3, "peers/ptk_virtual_list.py"]),
            bench("questionary-select", items: 10_000, pointer: "»", command: [python3, "peers/questionary_select.py"]),
        ].compactMap { $0 }

        print("")
        print("  program                  items  first frame  ms/key (median)  B/key (median)  CPU ms/key  peak RSS")
        func row(_ run: Run, cpu: Double? = nil) {
            let items = run.json["items"] as? Int ?? 0
            print("  " + pad(run.name, 24) + pad(String(items), 7, right: true) + pad(format(run.startupMilliseconds) + " ms", 13, right: true)
                  + pad(format(run.medianLatency), 17, right: true) + pad(format(run.medianBytes, decimals: 0), 16, right: true)
                  + pad(format(cpu ?? run.cpuPerKey), 12, right: true) + pad(format(run.rss, decimals: 1) + " MiB", 10, right: true))
        }
        for result in measured {
            row(result.small, cpu: result.cpuSmall?.cpuPerKey)
            row(result.large, cpu: result.cpuLarge?.cpuPerKey)
        }
        for peer in peers { row(peer) }

        var ok = true
        func check(_ label: String, _ value: String, _ budget: String, _ pass: Bool) {
            print("  " + pad(label, 44) + pad(value, 12, right: true) + "  (budget " + budget + ") " + (pass ? "ok" : "OVER"))
            ok = ok && pass
        }
        for result in measured {
            let large = result.large
            let split = large.bytesByMove(viewHeight: result.subject.viewHeight)
            let noOpBytes = result.noOp.map { run in run.steps.filter { ($0["key"] as? String) == "\u{7}" }.compactMap { $0["bytes"] as? Int } } ?? []
            print("")
            print("Ours, \(result.subject.title) at 10,000 \(result.subject.noun), against the budgets:")
            let cpu = result.cpuLarge?.cpuPerKey ?? large.cpuPerKey
            let cpuSmallValue = result.cpuSmall?.cpuPerKey ?? result.small.cpuPerKey
            check("CPU per key", format(cpu) + " ms", "≤ 0.5 ms", cpu <= 0.5)
            let ratio = cpu / max(cpuSmallValue, 0.001)
            check("CPU per key, 10,000 \(result.subject.noun) / 1,000", format(ratio), "≤ 1.3", ratio <= 1.3)
            let inViewMax = split.inView.max() ?? 0
            check("bytes per key, highlight moving in view (max)", "\(inViewMax) B", "≤ 200", inViewMax <= 200)
            let scrollingMax = split.scrolling.max() ?? 0
            check("bytes per key, scrolling inline (max)", "\(scrollingMax) B", "≤ 600", scrollingMax <= 600)
            let noOpMax = noOpBytes.max() ?? -1
            check("bytes for a key that changes nothing (max)", noOpBytes.isEmpty ? "-" : "\(noOpMax) B", "0", noOpMax == 0)
            if let writes = result.writes {
                check("writes per frame (strace)", format(writes), "1", abs(writes - 1) < 0.001)
            } else {
                print("  writes per frame: strace is not installed; skipped")
            }
            check("first frame", format(large.startupMilliseconds) + " ms", "≤ 100 ms", large.startupMilliseconds <= 100)
            check("peak RSS", format(large.rss, decimals: 1) + " MiB", "≤ 40 MiB", large.rss <= 40)
            let expected = result.subject.filters ? "Item 04200" : "Item 00030"
            check(result.subject.filters ? "typed 4200 and chose it" : "moved 50 down, 20 up and chose", large.chosen ?? "-", expected,
                  large.chosen?.hasPrefix(expected) == true)
            if let filter = large.filterLatency { print("  filtering 10,000 options: \(format(filter)) ms for the slowest character") }
            if let ptk = peers.first(where: { $0.name == "ptk-virtual-list" }) {
                print("  against prompt_toolkit's list: \(format(ptk.cpuPerKey / max(cpu, 0.001), decimals: 1))× less CPU per key, "
                      + "\(format(ptk.medianBytes / max(large.medianBytes, 1), decimals: 1))× fewer bytes per key")
            }
        }
        return ok
    }

    /// One of our programs under the harness.
    struct Subject {
        let name: String
        let title: String
        let noun: String
        let command: String
        /// Rows in view: the list's height less its title and status, or the form's less
        /// its line of hints.
        let viewHeight: Int
        let filters: Bool

        static let all = [
            Subject(name: "formwork", title: "list of choices", noun: "options", command: "tui-picker",
                    viewHeight: TerminalOptions().maximumInlineHeight - 2, filters: true),
            Subject(name: "formwork-form", title: "form", noun: "rows", command: "tui-form",
                    viewHeight: TerminalOptions().maximumInlineHeight - 1, filters: false),
        ]
    }

    /// `write` calls per key, from two traced runs: one with the 70 keys, one with two.
    static func writesPerFrame(bench: (String, Int, String, [String], [String]) -> Run?, own: String, command: String, work: URL) -> Double? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else { return nil }
        func count(_ name: String, _ extra: [String]) -> Int? {
            let trace = work.appendingPathComponent("\(command)-\(name).trace")
            guard bench(name, 1_000, "❯", extra, ["/usr/bin/strace", "-f", "-qq", "-e", "trace=write", "-o", trace.path, own, command]) != nil,
                  let text = try? String(contentsOf: trace, encoding: .utf8) else { return nil }
            return text.split(separator: "\n").filter { $0.contains("write(1,") }.count
        }
        // The harness needs a key at least: the run of two keys takes out what starting
        // and finishing write.
        guard let keys = count("\(command)-strace-70", []), let two = count("\(command)-strace-2", ["--downs", "1", "--ups", "1"]) else { return nil }
        return Double(keys - two) / 68
    }

    static func format(_ value: Double, decimals: Int = 2) -> String {
        value.isNaN ? "-" : String(format: "%.\(decimals)f", value)
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
