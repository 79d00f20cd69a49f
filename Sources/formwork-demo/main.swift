import Foundation

/// `formwork-demo`: the gallery. Front ends for the web and the terminal arrive in
/// later releases; today it draws each gallery form as a text outline, and walks
/// through the account form step by step.
///
///     formwork-demo                 the walkthrough
///     formwork-demo list            the gallery's forms
///     formwork-demo show <name>     one form as an outline
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil, "walkthrough":
    Walkthrough.run { print($0) }
case "list":
    for entry in GalleryForms.all { print("\(entry.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(entry.summary)") }
case "show":
    guard arguments.count == 2, let entry = GalleryForms.all.first(where: { $0.name == arguments[1] }) else {
        FileHandle.standardError.write(Data("usage: formwork-demo show <\(GalleryForms.all.map(\.name).joined(separator: "|"))>\n".utf8))
        exit(2)
    }
    print(OutlineRenderer.render(entry.make()))
default:
    FileHandle.standardError.write(Data("usage: formwork-demo [walkthrough | list | show <name>]\n".utf8))
    exit(2)
}
