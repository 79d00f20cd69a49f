import Foundation
import Formwork
import FormworkHTML

/// `formwork-bench html`: the web peers' "1k-mixed" workload on the web front end:
/// (a) make the form and render it, (b) decode a valid body, take it and validate,
/// (c) decode an invalid body, take it, validate and render the errors. Next to a
/// hand-written Swift version of each that writes the same bytes, and to WTForms
/// and Django forms, in the same run.
enum HTMLBenchmark {
    static func encode(_ pairs: [(String, String)]) -> [UInt8] {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let text = pairs.map { name, value in
            name + "=" + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "").replacingOccurrences(of: "%20", with: "+")
        }.joined(separator: "&")
        return Array(text.utf8)
    }

    static let validBody = encode(ServingWorkload.validBody)
    static let invalidBody = encode(ServingWorkload.invalidBody)
    static let renderer = HTMLFormRenderer()

    /// The page, in the writer that holds its bytes (as the hand-written version's
    /// array holds its own); a server hands them on from there.
    static func render(_ template: FormTemplate) -> HTMLWriter {
        renderer.render(template.makeForm())
    }

    static func bind(_ template: FormTemplate, _ body: [UInt8]) -> (Form, FormSubmission.Outcome) {
        let form = template.makeForm()
        guard let submission = try? FormSubmission(urlEncoded: body) else { return (form, .invalid) }
        return (form, submission.apply(to: form))
    }

    static func bindAndRender(_ template: FormTemplate, _ body: [UInt8]) -> HTMLWriter {
        renderer.render(bind(template, body).0)
    }

    /// The bodies decoded once, outside any timing: what the peers' harness hands
    /// each form (a dictionary made once from the workload's values). Django's
    /// harness times parsing a body on its own, as "(x)".
    static let validPairs = (try? URLEncodedBody.decode(validBody)) ?? []
    static let invalidPairs = (try? URLEncodedBody.decode(invalidBody)) ?? []

    /// (b) as the peers time it: a fresh form takes fields already decoded, and validates.
    static func bind(_ template: FormTemplate, decoded pairs: [(name: String, value: String)]) -> (Form, FormSubmission.Outcome) {
        let form = template.makeForm()
        return (form, FormSubmission(pairs: pairs).apply(to: form))
    }

    /// (c) as the peers time it: from fields already decoded.
    static func bindAndRender(_ template: FormTemplate, decoded pairs: [(name: String, value: String)]) -> HTMLWriter {
        renderer.render(bind(template, decoded: pairs).0)
    }

    static func run() -> Bool {
        guard let template = try? FormTemplate({ ServingBenchmark.buildDSL() }) else {
            print("formwork-bench: the workload form does not build")
            return false
        }
        guard check(template) else { return false }
        if let n = Int(ProcessInfo.processInfo.environment["PROFILE_LOOPS"] ?? "") {
            let operation = ProcessInfo.processInfo.environment["PROFILE_PATH"] ?? "a"
            for _ in 0..<n {
                switch operation {
                case "make": _ = template.makeForm()
                case "b": _ = bind(template, validBody)
                case "b-decoded": _ = bind(template, decoded: validPairs)
                case "c": _ = bindAndRender(template, invalidBody)
                case "hand-a": _ = HandWrittenHTML.renderEmpty()
                case "hand-b": _ = HandWrittenHTML.bindValid(validBody)
                case "hand-c": _ = HandWrittenHTML.bindInvalidAndRender(invalidBody)
                case "page": _ = PageProfile.render()
                default: _ = render(template)
                }
            }
            return true
        }
        print("Formwork HTML benchmark (release build): the 1k-mixed workload on the web front end")
        print("(a) make + render, (b) decode valid body + take + validate, (c) decode invalid body + take + validate + render errors.\n")
        let medians = Timing.interleavedMedians(rounds: 41, [
            { _ = render(template) }, { _ = bind(template, validBody) }, { _ = bindAndRender(template, invalidBody) },
            { _ = HandWrittenHTML.renderEmpty() }, { _ = HandWrittenHTML.bindValid(validBody) },
            { _ = HandWrittenHTML.bindInvalidAndRender(invalidBody) },
        ])
        let ours = ["a": medians[0], "b": medians[1], "c": medians[2]]
        let hand = ["a": medians[3], "b": medians[4], "c": medians[5]]
        let sizes = ["a": render(template).count, "c": bindAndRender(template, invalidBody).count]
        for (key, title) in [("a", "(a) make + render"), ("b", "(b) valid body"), ("c", "(c) invalid body + render")] {
            var line = (title + ":").padding(toLength: 30, withPad: " ", startingAt: 0)
            line += "Formwork " + Timing.pad(Timing.format(ours[key]!), 9) + "   by hand " + Timing.pad(Timing.format(hand[key]!), 9)
            if let size = sizes[key] { line += "   \(size / 1024) KiB of HTML" }
            print(line)
        }
        let ratios = [
            "a": Timing.pairedRatio(rounds: 31, small: { _ = HandWrittenHTML.renderEmpty() }, large: { _ = render(template) }),
            "b": Timing.pairedRatio(rounds: 31, small: { _ = HandWrittenHTML.bindValid(validBody) }, large: { _ = bind(template, validBody) }),
            "c": Timing.pairedRatio(rounds: 31, small: { _ = HandWrittenHTML.bindInvalidAndRender(invalidBody) },
                                    large: { _ = bindAndRender(template, invalidBody) }),
        ]
        let budgets = ["a": 3.0, "b": 4.0, "c": 3.0]
        var ok = true
        print("\nRatios to the hand-written Swift, median of back-to-back pairs:")
        for key in ["a", "b", "c"] {
            let within = ratios[key]! <= budgets[key]!
            ok = ok && within
            print("(\(key)): \(CoreBenchmark.ratio(ratios[key]!))  (budget ≤ \(Int(budgets[key]!))) \(within ? "ok" : "OVER BUDGET")")
        }
        // Against the peers, each operation is timed as their harness times theirs:
        // a few runs, then the median of runs one after another. The round-robin
        // medians above suit the ratios to the hand-written loop, timed the same way
        // on both sides, but leave every operation to start in caches the others
        // have just filled.
        let consecutive = { (body: () -> Void) in
            Timing.median(warmups: PeerBenchmark.warmups, repeats: PeerBenchmark.repeats, span: PeerBenchmark.span, body)
        }
        print("\nOurs against the peers are timed as the peers' harness times its own: \(PeerBenchmark.warmups) runs, then the")
        print("median of runs in a row; as many as fill \(PeerBenchmark.span) s (theirs take seconds), and at least \(PeerBenchmark.repeats).")
        print("Their (b) and (c) bind a dictionary made once from the workload's values, and Django's harness times")
        print("parsing the body apart, as (x): ours bind fields decoded once, and (x) decodes the body.")
        let peers = PeerBenchmark.run(rounds: PeerBenchmark.rounds, ours: {
            [
                "a": consecutive { _ = render(template) },
                "b": consecutive { _ = bind(template, decoded: validPairs) },
                "c": consecutive { _ = bindAndRender(template, decoded: invalidPairs) },
                "x": consecutive { _ = try? FormSubmission(urlEncoded: validBody) },
            ]
        }, operations: [
            ("(a) construct + render", "a", ["WTForms": 100, "Django forms": 300]),
            ("(b) bind valid + validate", "b", ["WTForms": 30]),
            ("(c) bind invalid + validate + render errors", "c", ["WTForms": 100, "Django forms": 300]),
            ("(x) QueryDict parse of valid body", "x", [:]),
        ])
        return ok && peers
    }

    /// Formwork writes the same bytes as the hand-written version, and both find
    /// the same errors.
    static func check(_ template: FormTemplate) -> Bool {
        let pairs: [(String, [UInt8], [UInt8])] = [
            ("(a)", render(template).bytes, HandWrittenHTML.renderEmpty()),
            ("(c)", bindAndRender(template, invalidBody).bytes, HandWrittenHTML.bindInvalidAndRender(invalidBody)),
        ]
        for (name, ours, hand) in pairs where ours != hand {
            let at = (0..<min(ours.count, hand.count)).first { ours[$0] != hand[$0] } ?? min(ours.count, hand.count)
            let context = { (bytes: [UInt8]) in String(decoding: bytes[max(0, at - 80)..<min(bytes.count, at + 80)], as: UTF8.self) }
            print("formwork-bench: \(name) Formwork and the hand-written version differ at byte \(at):")
            print("  Formwork: \(context(ours))")
            print("  by hand:  \(context(hand))")
            return false
        }
        guard bindAndRender(template, decoded: invalidPairs).bytes == pairs[1].1 else {
            print("formwork-bench: (c) from decoded fields differs from (c) from the body")
            return false
        }
        guard bind(template, validBody).1 == .valid, bind(template, decoded: validPairs).1 == .valid,
              HandWrittenHTML.bindValid(validBody).isEmpty else {
            print("formwork-bench: the valid body is not valid")
            return false
        }
        return true
    }
}
