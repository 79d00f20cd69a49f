import Formwork

/// What the client script needs to run a form live: each condition as its syntax
/// tree, for each tag a condition reads how to read its value from the page, and
/// for each row with rules the checks the browser can run, with the server's
/// messages. Written as JSON into a `<script type="application/json">` element,
/// which browsers never run.
///
/// ```json
/// {"decimal": ".",
///  "tags": {"ship": {"row": "ship", "read": "bool", "value": true}, …},
///  "rows": [{"id": "state", "hidden": {"cmp": [{"ref": "country"}, "!=", 0, {"lit": "US"}]}}],
///  "sections": [{"id": "s1", "hidden": …}]}
/// ```
///
/// A tag is read as `text`, `number`, `bool`, `choice` or `choices` (keys mapped
/// to values by `options`), or `static` (its value when the page was drawn, for
/// rows whose value the page cannot change without the server).
///
/// `checks` lists rows with rules as `[id, when, set]`: `when` is the row's
/// validation options (1 on change, 2 on blur, 4 on change after blur, 8 on
/// demand), and `set` indexes `ruleSets`, where rows with the same rules share one
/// entry: `{"rules": [["maxLength", 100, "Enter at most 100 characters."], …],
/// "number": true, "server": true}`. `number` says the value is a number the
/// server words when it does not parse; `server` says a rule runs only on the
/// server, which the script asks when the field loses focus.
enum ClientData {
    /// The JSON for `form`, from what `collected` noted as the form was drawn; nil
    /// when the page has nothing to run.
    static func json(for form: Form, collected: ClientCollector) -> JSONText? {
        guard collected.hasScriptConditions || !collected.sets.isEmpty else { return nil }
        var json = JSONText(capacity: 4_096)
        json.raw("{\"decimal\":")
        json.string(form.decimalSeparator)
        json.raw(",\"tags\":{")
        var first = true
        for tag in collected.readTags {
            let row = form.rowBy(tag: tag)
            let section = row == nil ? form.sectionBy(tag: tag) : nil
            guard row != nil || section != nil else { continue }
            if !first { json.raw(",") }
            first = false
            json.string(tag)
            json.raw(":")
            writeReader(for: tag, row: row, section: section, in: form, into: &json)
        }
        json.raw("},\"rows\":[")
        json.raw(bytes: collected.conditionRows)
        json.raw("],\"sections\":[")
        json.raw(bytes: collected.conditionSections)
        json.raw("]")
        json.raw(",\"checks\":[")
        json.raw(bytes: collected.checks)
        json.raw("],\"ruleSets\":")
        json.array(collected.sets.sets) { json, set in
            if let written = set.json { json.raw(bytes: written) } else { write(set, into: &json) }
        }
        json.raw("}")
        return json
    }

    static func write(_ set: ClientCheckSet, into json: inout JSONText) {
        var server = set.server
        json.raw("{\"rules\":[")
        var first = true
        for rule in set.rules {
            guard let (name, argument) = clientRule(rule.descriptor) else {
                server = true
                continue
            }
            if !first { json.raw(",") }
            first = false
            json.raw("[")
            json.string(name)
            json.raw(",")
            if let argument { json.number(argument) } else { json.raw("null") }
            json.raw(",")
            json.string(rule.message)
            json.raw("]")
        }
        json.raw("]")
        if set.number { json.raw(",\"number\":true") }
        if server { json.raw(",\"server\":true") }
        json.raw("}")
    }

    /// The rules the script checks itself, by name and argument.
    static func clientRule(_ descriptor: RuleDescriptor) -> (String, Double?)? {
        switch descriptor {
        case .required: ("required", nil)
        case .email: ("email", nil)
        case .minLength(let n): ("minLength", Double(n))
        case .maxLength(let n): ("maxLength", Double(n))
        case .exactLength(let n): ("exactLength", Double(n))
        case .greaterThan(let x): ("greaterThan", x)
        case .greaterOrEqual(let x): ("greaterOrEqual", x)
        case .smallerThan(let x): ("smallerThan", x)
        case .smallerOrEqual(let x): ("smallerOrEqual", x)
        default: nil
        }
    }

    /// How to read `tag` on the page, as a JSON object: from its row, or else its section.
    private static func writeReader(for tag: String, row: BaseRow?, section: Section?, in form: Form,
                                    into json: inout JSONText) {
        if let row, let section = row.section, let option = section.choiceOption(for: row) {
            // A choice of a selectable section: its control is the section's, under
            // the option's key; chosen, the row holds what it stands for.
            json.raw("{\"row\":")
            json.string(row.identifier)
            json.raw(",\"read\":\"listCheck\",\"section\":")
            json.string(section.identifier)
            json.raw(",\"key\":")
            json.string(option.key)
            json.raw(",\"chosen\":")
            json.value(option.conditionValue)
        } else if let row {
            json.raw("{\"row\":")
            json.string(row.identifier)
            let mode = readMode(row)
            json.raw(",\"read\":")
            json.raw(mode.json)
            if mode == .choice || mode == .choices, let list = row.optionLists.first { writeOptions(list, into: &json) }
            // A set's members are sorted; a list keeps its order.
            if mode == .choices { json.raw(",\"sorted\":true") }
        } else if let section {
            json.raw("{\"section\":")
            json.string(section.identifier)
            if let selection = section.selection, let list = section.optionLists.first {
                json.raw(selection == .multipleSelection ? ",\"read\":\"choices\"" : ",\"read\":\"choice\"")
                writeOptions(list, into: &json)
            } else {
                json.raw(",\"read\":\"static\"")
            }
        }
        json.raw(",\"value\":")
        // A password is never written into the page, not even for a condition.
        if row?.isSecret == true {
            json.raw("null")
        } else {
            json.value(form.predicateValue(forTag: tag))
        }
        json.raw("}")
    }

    /// How the script reads a row's value, as the JSON string it writes.
    private enum ReadMode {
        case text, number, bool, choice, choices, cascade, fixed

        var json: StaticString {
            switch self {
            case .text: "\"text\""
            case .number: "\"number\""
            case .bool: "\"bool\""
            case .choice: "\"choice\""
            case .choices: "\"choices\""
            case .cascade: "\"cascade\""
            case .fixed: "\"static\""
            }
        }
    }

    /// By what the row holds, whatever draws it: a custom row of text is read as
    /// text. Choices are read from one list of options, a cascading picker's from
    /// the tree of its columns that its fieldset carries; a duration, a file and
    /// what a person does not enter are read as the server has them.
    private static func readMode(_ row: BaseRow) -> ReadMode {
        switch row.valueClass {
        case .text, .date(.date), .date(.time), .date(.dateTime): .text
        case .integer, .decimal: .number
        case .boolean: .bool
        case .oneChoice:
            switch row.optionLists.count {
            case 1: .choice
            case 0: .fixed
            default: .cascade
            }
        case .severalChoices: row.optionLists.count == 1 ? .choices : .fixed
        case .date(.countDownTimer), .file, .none: .fixed
        }
    }

    /// `"options": {"key": [value, sortKey]}`: what each key reads as, and where it
    /// sorts in a set (the server sorts set members by their description).
    private static func writeOptions(_ list: RowOptionList, into json: inout JSONText) {
        json.raw(",\"options\":{")
        for (index, option) in list.options.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(option.key)
            json.raw(":[")
            json.value(option.conditionValue)
            json.raw(",")
            json.string(String(describing: option.conditionValue))
            json.raw("]")
        }
        json.raw("}")
    }
}
