import Foundation
import FormworkJSONSchema

/// `formwork-bench jsonschema`: Formwork's draft 2020-12 validator against Python's
/// `jsonschema` (the reference) and `jsonschema-rs` (Rust), each in its own process
/// from a warm start (`../shared/bench/jsonschema/peer.py`): the validator built
/// once, one warm-up pass, then the median of 15 passes asking valid or not. Parsing
/// is not timed. Workloads: a 200-field form's instance (100 copies), a 1 MB
/// array of objects, and the official suite's required instances. Budgets: 20× ahead of `jsonschema`, within 2× of `jsonschema-rs`.
enum JSONSchemaBenchmark {
    struct Workload {
        let name: String
        let schema: String
        let instances: String
    }

    static func formWorkload() -> Workload {
        var properties: [String] = []
        var required: [String] = []
        var values: [String] = []
        for index in 0..<200 {
            let name = "field\(index)"
            switch index % 5 {
            case 0:
                properties.append(#""\#(name)": {"type": "string", "minLength": 1, "maxLength": 80}"#)
                values.append(#""\#(name)": "Ada Lovelace""#)
            case 1:
                properties.append(#""\#(name)": {"type": "integer", "minimum": 0, "maximum": 150}"#)
                values.append(#""\#(name)": 36"#)
            case 2:
                properties.append(#""\#(name)": {"enum": ["red", "green", "blue"]}"#)
                values.append(#""\#(name)": "green""#)
            case 3:
                properties.append(#""\#(name)": {"type": "string", "pattern": "^[A-Z]{2}[0-9]{4}$"}"#)
                values.append(#""\#(name)": "AB1234""#)
            default:
                properties.append(#""\#(name)": {"type": "boolean"}"#)
                values.append(#""\#(name)": true"#)
            }
            if index % 2 == 0 { required.append(#""\#(name)""#) }
        }
        let schema = #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {"#
            + properties.joined(separator: ", ") + #"}, "required": ["# + required.joined(separator: ", ")
            + #"], "additionalProperties": false}"#
        let instance = "{" + values.joined(separator: ", ") + "}"
        return Workload(name: "a 200-field form's instance (100 of them)", schema: schema,
                        instances: "[" + Array(repeating: instance, count: 100).joined(separator: ", ") + "]")
    }

    static func arrayWorkload() -> Workload {
        let schema = #"""
            {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "array", "items": {
              "type": "object", "required": ["id", "name", "tags", "score"], "additionalProperties": false,
              "properties": {"id": {"type": "integer", "minimum": 1}, "name": {"type": "string", "maxLength": 64},
                             "tags": {"type": "array", "items": {"type": "string"}, "uniqueItems": true},
                             "score": {"type": "number", "minimum": 0, "maximum": 100}}}}
            """#
        var items: [String] = []
        var bytes = 0
        var index = 1
        while bytes < 1_000_000 {
            let item = #"{"id": \#(index), "name": "Item number \#(index)", "tags": ["a\#(index % 7)", "b\#(index % 11)", "c"], "score": \#(Double(index % 1000) / 10)}"#
            items.append(item)
            bytes += item.utf8.count + 2
            index += 1
        }
        return Workload(name: "a 1 MB array of \(items.count) objects (one instance)", schema: schema,
                        instances: "[[" + items.joined(separator: ", ") + "]]")
    }

    /// Formwork's own figures: compile time and the median pass, in microseconds.
    static func measure(_ workload: Workload) -> (compile: Double, pass: Double, valid: Int)? {
        guard let schemaJSON = try? JSON(parsing: workload.schema), let instances = try? JSON(parsing: workload.instances).array else {
            return nil
        }
        let clock = ContinuousClock()
        var schema: JSONSchema?
        let compile = clock.measure { schema = try? JSONSchema(schemaJSON) }
        guard let schema else { return nil }
        let valid = instances.filter { schema.isValid($0) }.count
        var passes: [Double] = []
        for _ in 0..<15 {
            passes.append(Timing.seconds(clock.measure {
                for instance in instances { _ = schema.isValid(instance) }
            }))
        }
        return (Timing.seconds(compile) * 1e6, Timing.median(of: passes) * 1e6, valid)
    }

    /// A peer's median pass in microseconds, and how many it found valid; nil when
    /// it cannot run here.
    static func peer(_ validator: String, _ workload: Workload, in folder: URL) -> (pass: Double, valid: Int)? {
        guard let python = ProcessInfo.processInfo.environment["FORMWORK_JSONSCHEMA_PYTHON"] else { return nil }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../shared/bench/jsonschema/peer.py").standardized
        let arguments = [script.path, validator, folder.appendingPathComponent("schema.json").path,
                         folder.appendingPathComponent("instances.json").path]
        guard let data = PeerProcess.output(of: python, arguments), let line = try? JSON(parsing: [UInt8](data)),
              let pass = line["pass_us_median"]?.number?.double, let valid = line["valid"]?.number?.double else { return nil }
        return (pass, Int(valid))
    }

    /// The official suite's required cases (`FORMWORK_JSON_SCHEMA_SUITE`, which
    /// `scripts/json-schema-suite` unpacks): each case's schema with its tests' data,
    /// timed case by case and summed. Cases that refer to the suite's remote
    /// documents are left out, since the peers would fetch them.
    static func suiteWorkloads() -> [Workload]? {
        guard let root = ProcessInfo.processInfo.environment["FORMWORK_JSON_SCHEMA_SUITE"] else { return nil }
        let folder = URL(fileURLWithPath: root).appendingPathComponent("tests/draft2020-12")
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        var workloads: [Workload] = []
        for file in files.sorted() where file.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path),
                  let cases = try? JSON(parsing: [UInt8](data)).array else { continue }
            for (index, item) in cases.enumerated() {
                guard let schema = item["schema"], let tests = item["tests"]?.array else { continue }
                let text = schema.description
                if text.contains("localhost:1234") { continue }
                let instances = JSON.array(tests.compactMap { $0["data"] })
                workloads.append(Workload(name: "\(file) #\(index)", schema: text, instances: instances.description))
            }
        }
        return workloads
    }

    /// Writes a workload's files into a new folder, for the peers.
    static func files(_ workload: Workload) -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-jsonschema-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? workload.schema.write(to: folder.appendingPathComponent("schema.json"), atomically: true, encoding: .utf8)
        try? workload.instances.write(to: folder.appendingPathComponent("instances.json"), atomically: true, encoding: .utf8)
        return folder
    }

    /// The suite's cases, summed over those every validator ran: each validator's
    /// median pass over a case's instances, added up.
    static func runSuite() -> Bool {
        guard let workloads = suiteWorkloads(), !workloads.isEmpty else {
            print("  the suite's required instances: skipped (FORMWORK_JSON_SCHEMA_SUITE names the unpacked suite; scripts/bench sets it)")
            return true
        }
        var ours = 0.0, reference = 0.0, rust = 0.0
        var counted = 0, instances = 0, disagreements = 0
        // Where Formwork spends most beyond jsonschema-rs, for FORMWORK_BENCH_VERBOSE.
        var gaps: [(name: String, ours: Double, rust: Double)] = []
        for workload in workloads {
            let folder = files(workload)
            defer { try? FileManager.default.removeItem(at: folder) }
            guard let mine = measure(workload), let python = peer("jsonschema", workload, in: folder),
                  let rs = peer("jsonschema_rs", workload, in: folder) else { continue }
            ours += mine.pass
            reference += python.pass
            rust += rs.pass
            gaps.append((workload.name, mine.pass, rs.pass))
            counted += 1
            instances += (try? JSON(parsing: workload.instances).array?.count) ?? 0
            if python.valid != mine.valid { disagreements += 1 }
        }
        guard counted > 0 else {
            print("  the suite's required instances: skipped (the peers did not run)")
            return true
        }
        print("  the suite's required instances (\(counted) of \(workloads.count) cases without remote references, \(instances) instances): Formwork \(String(format: "%.0f", ours)) µs a pass over all")
        let ahead = reference / ours, behind = ours / rust
        print("    jsonschema \(String(format: "%.0f", reference)) µs: Formwork \(String(format: "%.1f", ahead))× ahead (budget ≥ 20×) \(ahead >= 20 ? "ok" : "OVER BUDGET")"
              + (disagreements == 0 ? "" : " (their verdicts differ on \(disagreements) cases)"))
        print("    jsonschema-rs \(String(format: "%.0f", rust)) µs: Formwork at \(String(format: "%.2f", behind))× its time (budget ≤ 2×) \(behind <= 2 ? "ok" : "OVER BUDGET")")
        if ProcessInfo.processInfo.environment["FORMWORK_BENCH_VERBOSE"] != nil {
            for gap in gaps.sorted(by: { $0.ours - $0.rust > $1.ours - $1.rust }).prefix(15) {
                print("      \(gap.name): Formwork \(String(format: "%.2f", gap.ours)) µs, jsonschema-rs \(String(format: "%.2f", gap.rust)) µs")
            }
        }
        return ahead >= 20 && behind <= 2
    }

    static func run() -> Bool {
        print("JSON Schema draft 2020-12: is_valid over the instances, median of 15 passes, each validator in its own process")
        var ok = true
        for workload in [formWorkload(), arrayWorkload()] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-jsonschema-\(UUID().uuidString)")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try? workload.schema.write(to: folder.appendingPathComponent("schema.json"), atomically: true, encoding: .utf8)
            try? workload.instances.write(to: folder.appendingPathComponent("instances.json"), atomically: true, encoding: .utf8)
            guard let ours = measure(workload) else {
                print("  \(workload.name): Formwork's validator did not run")
                return false
            }
            print("  \(workload.name): Formwork \(String(format: "%.0f", ours.pass)) µs a pass (compiled in \(String(format: "%.0f", ours.compile)) µs), \(ours.valid) valid")
            if let reference = peer("jsonschema", workload, in: folder) {
                let ratio = reference.pass / ours.pass
                let agrees = reference.valid == ours.valid ? "" : " (its verdicts differ: \(reference.valid) valid)"
                print("    jsonschema \(String(format: "%.0f", reference.pass)) µs: Formwork \(String(format: "%.1f", ratio))× ahead (budget ≥ 20×) \(ratio >= 20 ? "ok" : "OVER BUDGET")\(agrees)")
                ok = ok && ratio >= 20 && agrees.isEmpty
            } else {
                print("    jsonschema: skipped (FORMWORK_JSONSCHEMA_PYTHON with jsonschema 4.26.0 is needed)")
            }
            if let rust = peer("jsonschema_rs", workload, in: folder) {
                let ratio = ours.pass / rust.pass
                print("    jsonschema-rs \(String(format: "%.0f", rust.pass)) µs: Formwork at \(String(format: "%.2f", ratio))× its time (budget ≤ 2×) \(ratio <= 2 ? "ok" : "OVER BUDGET")")
                ok = ok && ratio <= 2
            } else {
                print("    jsonschema-rs: skipped (FORMWORK_JSONSCHEMA_PYTHON with jsonschema-rs is needed)")
            }
        }
        return runSuite() && ok
    }
}
