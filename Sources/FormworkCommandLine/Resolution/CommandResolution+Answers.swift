import Foundation
import Formwork

extension CommandResolution {
    /// The answers as an answers file, for `--save-answers`: every question shown
    /// that has a value, by tag, as `--answers` reads it back (a run with
    /// `--answers FILE --no-input` gives the same values). Secrets are never
    /// written, nor questions hidden; a file question is written as the path it was
    /// read from, and left out when none was given.
    public func answersText() -> String {
        let form = command.form
        var answers: [String: JSONValue] = [:]
        for question in command.questions where !question.isSecret {
            if question.kind == .group {
                guard let section = form.sectionBy(tag: question.tag), !section.isHidden else { continue }
                let items = section.items.filter(\.isVisible).map { item -> JSONValue in
                    guard let nested = item.nestedForm else { return Self.answer(of: item, kind: .value) ?? .null }
                    var fields: [String: JSONValue] = [:]
                    for field in question.itemFields {
                        guard let row = nested.rowBy(tag: field), row.isVisible else { continue }
                        fields[field] = Self.answer(of: row, kind: CommandQuestion(row: row, tag: field, prefix: "").kind)
                    }
                    return .object(fields)
                }
                if !items.isEmpty { answers[question.tag] = .array(items) }
                continue
            }
            if let section = form.sectionBy(tag: question.tag), !section.optionLists.isEmpty {
                guard !section.isHidden, let keys = section.optionLists.first?.selectedKeys, !keys.isEmpty else { continue }
                answers[question.tag] = question.kind == .choices ? .array(keys.map(JSONValue.string)) : .string(keys[0])
                continue
            }
            guard let row = form.rowBy(tag: question.tag), !row.isHidden else { continue }
            if question.kind == .file {
                if let path = filePaths[question.tag] { answers[question.tag] = .string(path) }
                continue
            }
            answers[question.tag] = Self.answer(of: row, kind: question.kind)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(JSONValue.object(answers))).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{}\n"
    }

    /// A row's answer as its question reads it back: on or off as a Boolean, keys
    /// as a list, a number as a number, anything else as its text; nil when empty.
    private static func answer(of row: BaseRow, kind: CommandQuestion.Kind) -> JSONValue? {
        switch kind {
        case .toggle:
            return row.inputText.map { .bool($0 == "true") }
        case .choices:
            let keys = row.optionLists.first?.selectedKeys ?? []
            return keys.isEmpty ? nil : .array(keys.map(JSONValue.string))
        case .choice:
            return row.optionLists.first?.selectedKeys.first.map(JSONValue.string)
        default:
            guard let text = row.inputText, !text.isEmpty else { return nil }
            switch row.valueClass {
            case .integer: return Int(text).map(JSONValue.integer) ?? .string(text)
            default: return .string(text)
            }
        }
    }
}
