import Foundation

/// `formwork-bench [core] [model] [serving] [schema] [html] [tui] [drafts] [jsonschema] [cli]`: runs the named benchmarks (all by default) and exits
/// non-zero when a budget is exceeded. Build with `-c release`.
let arguments = Array(CommandLine.arguments.dropFirst())
// The terminal harness runs these as programs under test.
if arguments.first == "tui-picker" { exit(TerminalDemos.picker()) }
if arguments.first == "tui-form" { exit(TerminalDemos.form()) }
if arguments.first == "cli-run" { exit(CommandLineBenchmark.runOnce(Array(arguments.dropFirst()))) }
if arguments.first == "pages" { exit(PageBenchmark.run() ? 0 : 1) }
let known = ["core", "model", "serving", "schema", "html", "tui", "drafts", "jsonschema", "cli"]
let selected = arguments.isEmpty ? known : arguments
for name in selected where !known.contains(name) {
    FileHandle.standardError.write(Data("formwork-bench: unknown benchmark '\(name)'; known: \(known.joined(separator: ", "))\n".utf8))
    exit(2)
}
var allWithinBudget = true
if selected.contains("core") {
    allWithinBudget = CoreBenchmark.run() && allWithinBudget
    allWithinBudget = PageBenchmark.run() && allWithinBudget
}
if selected.contains("model") {
    if selected.count > 1 { print("") }
    allWithinBudget = ModelBenchmark.run() && allWithinBudget
}
if selected.contains("drafts") {
    allWithinBudget = await DraftBenchmark.run() && allWithinBudget
}
if selected.contains("schema") {
    allWithinBudget = SchemaBenchmark.run() && allWithinBudget
}
if selected.contains("jsonschema") {
    if selected.count > 1 { print("") }
    allWithinBudget = JSONSchemaBenchmark.run() && allWithinBudget
}
if selected.contains("cli") {
    if selected.count > 1 { print("") }
    allWithinBudget = CommandLineBenchmark.run() && allWithinBudget
}
if selected.contains("serving") {
    allWithinBudget = ServingBenchmark.run() && allWithinBudget
}
if selected.contains("html") {
    if selected.count > 1 { print("") }
    allWithinBudget = HTMLBenchmark.run() && allWithinBudget
}
if selected.contains("tui") {
    if selected.count > 1 { print("") }
    allWithinBudget = TerminalBenchmark.run() && allWithinBudget
}
exit(allWithinBudget ? 0 : 1)
