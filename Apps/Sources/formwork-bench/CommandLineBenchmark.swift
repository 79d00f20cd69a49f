import Foundation
import Formwork
import FormworkCommandLine

/// `formwork-bench cli`: a form of 30 rows as a command line, resolved from flags,
/// environment variables and an answers file and checked, against a Click command
/// doing the same (`../shared/bench/cli/click_peer.py`, the same 30 rows) and a
/// hand-written Swift resolver. Two figures: the whole process, from start to exit,
/// and the work after start-up.
enum CommandLineBenchmark {
    /// The peer's 30 rows: text t0…t9 (t0…t4 required, at most 40 characters),
    /// integers i0…i7 (0…1000), choices c0…c4 (red, green, blue), switches f0…f4,
    /// decimals d0…d1 (0…100).
    static let template = try! FormTemplate {
        let form = Form()
        let section = Section("Peer")
        for index in 0..<10 {
            section <<< TextRow("t\(index)") {
                if index < 5 { $0.add(rule: RuleRequired()) }
                $0.add(rule: RuleMaxLength(maxLength: 40))
            }
        }
        for index in 0..<8 {
            section <<< IntRow("i\(index)") { $0.add(rule: RuleGreaterOrEqualThan(min: 0)); $0.add(rule: RuleSmallerOrEqualThan(max: 1000)) }
        }
        for index in 0..<5 { section <<< PushRow<String>("c\(index)") { $0.options = ["red", "green", "blue"] } }
        for index in 0..<5 { section <<< SwitchRow("f\(index)") { $0.value = false } }
        for index in 0..<2 {
            section <<< DecimalRow("d\(index)") { $0.add(rule: RuleGreaterOrEqualThan(min: 0.0)); $0.add(rule: RuleSmallerOrEqualThan(max: 100.0)) }
        }
        form +++ section
        return form
    }

    /// A third of the values by flags, a third by the environment, a third by the file.
    static let flags = ["--t0", "alpha", "--t1", "beta", "--t2", "gamma", "--t3", "delta", "--i0", "10", "--i1", "20", "--i2", "30",
                        "--c0", "red", "--c1", "green", "--f0", "--d0", "12.5"]
    static let environment = ["APP_T4": "epsilon", "APP_T5": "zeta", "APP_T6": "eta", "APP_I3": "40", "APP_I4": "50", "APP_I5": "60",
                              "APP_C2": "blue", "APP_C3": "red", "APP_F1": "true", "APP_D1": "99"]
    static let answers = #"{"t7": "theta", "t8": "iota", "t9": "kappa", "i6": 70, "i7": 80, "c4": "green", "f2": true, "f3": false, "f4": true}"#

    /// What `formwork-bench cli-run ARGS` does as a program: the command run once,
    /// its values printed as JSON; exit 0, or the command's status.
    static func runOnce(_ arguments: [String]) -> Int32 {
        let form = template.makeForm()
        guard let command = try? FormCommand(form: form, name: "peer", environmentPrefix: "APP") else { return 70 }
        switch command.run(arguments: arguments) {
        case .completed:
            let data = (try? JSONEncoder().encode(form.jsonValues())) ?? Data()
            FileHandle.standardOutput.write(data + Data("\n".utf8))
            return 0
        case .printed, .savedDraft: return 0
        case .failed(let status): return status
        case .cancelled: return 130
        }
    }

    /// One run's work after start-up: the form made, every source read and merged,
    /// the form checked.
    static func resolve(_ arguments: [String]) -> Bool {
        let form = template.makeForm()
        guard let command = try? FormCommand(form: form, name: "peer", environmentPrefix: "APP") else { return false }
        var resolution = command.resolve(arguments: arguments, environment: environment)
        return resolution.apply() && form.values().count == 30
    }

    /// The same job written by hand: flags into a dictionary, the environment and
    /// the file under them, each value converted and checked.
    static func handWritten(_ arguments: [String], answersPath: String) -> Bool {
        var given: [String: String] = [:]
        var index = 0
        while index < arguments.count {
            let name = String(arguments[index].dropFirst(2))
            if name.hasPrefix("f") { given[name] = "true"; index += 1; continue }
            guard index + 1 < arguments.count else { return false }
            given[name] = arguments[index + 1]
            index += 2
        }
        guard let data = FileManager.default.contents(atPath: answersPath),
              let file = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        var values: [String: Any] = [:]
        var errors: [String] = []
        for name in (0..<10).map({ "t\($0)" }) + (0..<8).map({ "i\($0)" }) + (0..<5).map({ "c\($0)" }) + (0..<5).map({ "f\($0)" })
            + (0..<2).map({ "d\($0)" }) {
            let text = given[name] ?? environment["APP_" + name.uppercased()] ?? file[name].map { "\($0)" }
            switch name.first {
            case "t":
                if let text { if text.count > 40 { errors.append(name) } else { values[name] = text } } else if name < "t5" { errors.append(name) }
            case "i":
                if let text { if let number = Int(text), (0...1000).contains(number) { values[name] = number } else { errors.append(name) } }
            case "c":
                if let text { if ["red", "green", "blue"].contains(text) { values[name] = text } else { errors.append(name) } }
            case "f":
                values[name] = text == "true" || text == "1"
            default:
                if let text { if let number = Double(text), (0...100).contains(number) { values[name] = number } else { errors.append(name) } }
            }
        }
        return errors.isEmpty && values.count >= 25
    }

    static func run() -> Bool {
        print("A form as a command line: 30 rows from flags, environment and an answers file, checked (Click 8 in the same run)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let answersPath = folder.appendingPathComponent("answers.json").path
        FileManager.default.createFile(atPath: answersPath, contents: Data(answers.utf8))
        let arguments = flags + ["--answers", answersPath]
        guard resolve(arguments), handWritten(arguments, answersPath: answersPath) else {
            print("  the workload did not resolve")
            return false
        }
        let times = Timing.interleavedMedians(rounds: 400, [{ _ = resolve(arguments) }, { _ = handWritten(arguments, answersPath: answersPath) }])
        let ours = times[0] * 1e6, hand = times[1] * 1e6
        print("  after start-up: Formwork \(String(format: "%.0f", ours)) µs a run, hand-written Swift \(String(format: "%.0f", hand)) µs "
              + "(\(String(format: "%.2f", ours / hand))× its time)")
        let wholeOurs = wholeProcess(CommandLine.arguments[0], ["cli-run"] + arguments)
        guard let python = ProcessInfo.processInfo.environment["FORMWORK_CLI_PYTHON"] else {
            print("  Click: skipped (FORMWORK_CLI_PYTHON with click 8.4.0 is needed)")
            return true
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../shared/bench/cli/click_peer.py").standardized.path
        guard let peer = clickAfterStartUp(python, script, arguments), let wholePeer = wholeProcess(python, [script] + arguments),
              let wholeOurs else {
            print("  Click: did not run")
            return false
        }
        let afterRatio = peer.run / ours
        let wholeRatio = wholePeer / wholeOurs
        print("  after start-up: Click \(String(format: "%.0f", peer.run)) µs a run: Formwork \(String(format: "%.1f", afterRatio))× ahead "
              + "(budget: ahead) \(afterRatio > 1 ? "ok" : "OVER BUDGET")")
        print("  whole process, start to exit, median of 20: Formwork \(String(format: "%.1f", wholeOurs * 1e3)) ms, Click "
              + "\(String(format: "%.1f", wholePeer * 1e3)) ms (importing click \(String(format: "%.1f", peer.importMS)) ms): "
              + "Formwork \(String(format: "%.1f", wholeRatio))× ahead (budget: ahead) \(wholeRatio > 1 ? "ok" : "OVER BUDGET")")
        return afterRatio > 1 && wholeRatio > 1
    }

    /// The median time of a program run from start to exit, with the workload's
    /// environment; nil when it does not end with status 0. Started with
    /// `posix_spawn` and waited for with `waitpid`, its output to /dev/null:
    /// Foundation's `Process` adds tens of milliseconds of its own to each run,
    /// which would hide the programs' difference.
    static func wholeProcess(_ program: String, _ arguments: [String]) -> Double? {
        let environment = ProcessInfo.processInfo.environment.merging(self.environment) { _, new in new }.map { "\($0.key)=\($0.value)" }
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<21 {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
            }
            let argv = ([program] + arguments).map { strdup($0) } + [nil]
            let envp = environment.map { strdup($0) } + [nil]
            defer { for pointer in argv + envp { free(pointer) } }
            var pid: pid_t = 0
            let start = clock.now
            guard posix_spawn(&pid, program, &actions, nil, argv, envp) == 0 else { return nil }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let elapsed = Timing.seconds(start.duration(to: clock.now))
            // Exited (the low seven bits clear) with status 0.
            guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
            samples.append(elapsed)
        }
        return Timing.median(of: Array(samples.dropFirst()))
    }

    /// Click's own timing of its work after start-up (`--time`), in microseconds, and its import in milliseconds.
    static func clickAfterStartUp(_ python: String, _ script: String, _ arguments: [String]) -> (run: Double, importMS: Double)? {
        let variables = ProcessInfo.processInfo.environment.merging(Self.environment) { _, new in new }
        guard let data = PeerProcess.output(of: python, [script, "--time", "400"] + arguments, environment: variables),
              let line = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let run = line["run_us_median"] as? Double, let importMS = line["import_ms"] as? Double else { return nil }
        return (run, importMS)
    }
}
