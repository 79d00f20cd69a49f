import ArgumentParser
import Foundation
import Formwork
import FormworkGallery
import FormworkGalleryForms

/// `formwork-demo list`: the gallery's forms.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the gallery's forms.")

    func run() {
        for entry in GalleryForms.all { print("\(entry.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(entry.summary)") }
    }
}

/// `formwork-demo show <name>`: one form as a text outline.
struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Draw one gallery form as a text outline.")

    @Argument(help: "The form's name, as `list` prints it.")
    var name: String

    func validate() throws {
        guard GalleryForms.all.contains(where: { $0.name == name }) else {
            throw ValidationError("no gallery form named \(name); use one of \(GalleryForms.all.map(\.name).joined(separator: ", "))")
        }
    }

    func run() {
        guard let entry = GalleryForms.all.first(where: { $0.name == name }) else { return }
        print(OutlineRenderer.render(entry.make()))
    }
}

/// `formwork-demo walkthrough`: the account form, step by step, as text.
struct WalkthroughCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "walkthrough", abstract: "Walk through the account form as text.")

    func run() {
        Walkthrough.run { print($0) }
    }
}
