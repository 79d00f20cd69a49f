import Foundation
import Formwork

/// `formwork-bench schema`: loading large schemas from JSON: time per row as the
/// schema grows tenfold (linear is 10), and peak memory against the size of the JSON
/// (budget: 15 times).
enum SchemaBenchmark {
    /// A schema of `rows` rows in sections of 50, about 80 bytes a row: text rows
    /// with a rule, switches, and rows hidden by the switch before them.
    static func json(rows: Int) -> Data {
        var text = #"{"sections": ["#
        text.reserveCapacity(rows * 90)
        for i in 0..<rows {
            if i % 50 == 0 { text += (i == 0 ? "" : "]},") + #"{"header": "Part \#(i / 50)", "rows": ["# }
            else { text += "," }
            switch i % 3 {
            case 0: text += #"{"type": "switch", "tag": "r\#(i)", "title": "Row \#(i)"}"#
            case 1: text += #"{"type": "text", "tag": "r\#(i)", "hidden": "$r\#(i - 1) == false"}"#
            default: text += #"{"type": "int", "tag": "r\#(i)", "rules": [{"rule": "max", "value": 100}]}"#
            }
        }
        text += "]}]}"
        return Data(text.utf8)
    }

    /// Resident memory now, in bytes.
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = Int(statm.split(separator: " ")[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The most resident memory the process has had, in bytes.
    static func peakBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    static func run() -> Bool {
        // `PROFILE_ROWS=n formwork-bench schema`: one load of n rows, for a profiler.
        if let rows = Int(ProcessInfo.processInfo.environment["PROFILE_ROWS"] ?? "") {
            let form = try? Form(schemaJSON: json(rows: rows))
            return form?.allRows.count == rows
        }
        print("Formwork schema benchmark (release build): Form(schemaJSON:) on large schemas")
        // Memory first, while the process is small, so its peak is this load's.
        let large = json(rows: 100_000)
        let before = residentBytes()
        var form: Form? = try? Form(schemaJSON: large)
        let peak = peakBytes()
        guard form?.allRows.count == 100_000 else {
            print("formwork-bench: the 100,000-row schema did not load")
            return false
        }
        form = nil
        let memoryRatio = Double(peak - before) / Double(large.count)
        let small = json(rows: 10_000)
        // Loading is timed; freeing the form afterwards is not (a loaded form is used).
        let smallTime = Timing.median(repeats: 5, making: { try? Form(schemaJSON: small) })
        let largeTime = Timing.median(repeats: 3, making: { try? Form(schemaJSON: large) })
        let timeRatio = Timing.pairedRatio(rounds: 5, small: { try? Form(schemaJSON: small) },
                                           large: { try? Form(schemaJSON: large) })
        print("10,000 rows  (\(small.count / 1024) KiB of JSON):   " + Timing.format(smallTime))
        print("100,000 rows (\(large.count / 1024) KiB of JSON): " + Timing.format(largeTime))
        let timeOK = timeRatio <= 12, memoryOK = memoryRatio <= 15
        print("load time, 100,000 rows / 10,000 rows: \(CoreBenchmark.ratio(timeRatio))  (budget ≤ 12, linear is 10) \(timeOK ? "ok" : "OVER BUDGET")")
        print("peak memory / JSON size, 100,000 rows: \(CoreBenchmark.ratio(memoryRatio))  (budget ≤ 15) \(memoryOK ? "ok" : "OVER BUDGET")")
        return timeOK && memoryOK
    }
}
