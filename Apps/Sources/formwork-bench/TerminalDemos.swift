import Foundation
import Formwork
import FormworkTerminal

/// The programs `formwork-bench tui` drives through the terminal harness of
/// `../shared/bench/tui` (its program contract): a list of `TUIBENCH_ITEMS` labels
/// made as its peers make them, a highlight shown by a pointer, and the choice printed
/// as `CHOSEN:<label>` once the terminal is given back.
enum TerminalDemos {
    /// The harness's labels: `Item NNNNN` and three words chosen by its generator.
    static func labels(_ count: Int) -> [String] {
        let words = ("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo "
            + "lima mike november oscar papa quebec romeo sierra tango uniform "
            + "victor whiskey xray yankee zulu amber basil cedar dune ember fjord "
            + "grove harbor iris jade kelp lotus maple nectar onyx pearl quartz").split(separator: " ").map(String.init)
        var x = 12345
        var labels: [String] = []
        labels.reserveCapacity(count)
        for index in 0..<count {
            var chosen: [String] = []
            for _ in 0..<3 {
                x = (1_103_515_245 * x + 12345) % (1 << 31)
                chosen.append(words[x % words.count])
            }
            let number = String(index)
            labels.append("Item " + String(repeating: "0", count: max(0, 5 - number.count)) + number + " " + chosen.joined(separator: " "))
        }
        return labels
    }

    static var itemCount: Int {
        Int(ProcessInfo.processInfo.environment["TUIBENCH_ITEMS"] ?? "") ?? 10_000
    }

    /// A push row of the labels, chosen in a ``TerminalSelector``.
    static func picker() -> Int32 {
        let row = PushRow<String>("item") {
            $0.title = "Pick one"
            $0.options = labels(itemCount)
        }
        do {
            guard try TerminalSelector(row: row).run() else { return 130 }
        } catch {
            FileHandle.standardError.write(Data("formwork-bench: \(error)\n".utf8))
            return 1
        }
        print("\nCHOSEN:\(row.value ?? "")")
        return 0
    }

    /// A form of `TUIBENCH_ITEMS` buttons titled with the labels, run as a
    /// ``TerminalForm``: the row with focus is the highlight, Enter presses it.
    static func form() -> Int32 {
        let form = Form()
        let section = Section()
        var pressed: String?
        for (index, label) in labels(itemCount).enumerated() {
            section <<< ButtonRow("item\(index)") { $0.title = label }.onCellSelection { pressed = $0.title }
        }
        form +++ section
        do {
            guard case .completed = try TerminalForm(form).run() else { return 130 }
        } catch {
            FileHandle.standardError.write(Data("formwork-bench: \(error)\n".utf8))
            return 1
        }
        print("\nCHOSEN:\(pressed ?? "")")
        return 0
    }
}
