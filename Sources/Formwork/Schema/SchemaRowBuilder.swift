import Foundation

/// Builds one row from its schema, collecting every problem instead of stopping.
struct SchemaRowBuilder {
    var issues: [SchemaIssue] = []
    var options: SchemaOptions = []
    /// The tags each row's conditions read (nil: no such condition), for the cycle
    /// and reference checks: only the tags, so a long list of them is cheap to walk.
    var conditions: [(row: BaseRow, hidden: [String]?, disabled: [String]?)] = []

    private mutating func report(_ path: String, _ message: String) {
        issues.append(SchemaIssue(path: path, message: message))
    }

    mutating func build(_ schema: RowSchema, path: String, needsTag: Bool,
                        optionType forced: CatalogueRowType.OptionType? = nil) -> BaseRow? {
        issues.append(contentsOf: schema.decodingIssues.issues.map { $0.prefixed(path) })
        guard let typeName = schema.type else {
            report(path + ".type", "missing; every row needs a type")
            return nil
        }
        guard let type = CatalogueRowType(rawValue: typeName) else {
            report(path + ".type", "unknown row type \"\(typeName)\"")
            return nil
        }
        let optionType = forced ?? self.optionType(schema, type, path: path)
        let row = type.makeRow(optionType: optionType ?? .string)
        if schema.tag == "" { report(path + ".tag", "empty; leave the tag out or give it a name") }
        row.tag = schema.tag == "" ? nil : schema.tag
        row.title = schema.title
        if needsTag && type.needsTag && (schema.tag ?? "").isEmpty {
            report(path + ".tag", "missing; a \(typeName) row holds a value, so it needs a tag")
        }
        if let placeholder = schema.placeholder {
            if let input = row as? any TextInputRow { input.placeholder = placeholder } else {
                report(path + ".placeholder", "a \(typeName) row has no placeholder")
            }
        }
        if let options = schema.options {
            if let optionsRow = row as? any UntypedOptionsRow, optionType != nil {
                if !optionsRow.setUntypedOptions(options.compactMap(\.anyValue)) {
                    report(path + ".options", "the options do not fit a \(typeName) row")
                }
            } else if !type.takesOptions {
                report(path + ".options", "a \(typeName) row takes no options")
            }
        }
        if let title = schema.selectorTitle { setSelectorTitle(title, on: row, path: path, typeName: typeName) }
        configureSpecifics(schema, type, row, path: path)
        for (index, rule) in (schema.rules ?? []).enumerated() {
            let rulePath = "\(path).rules[\(index)]"
            issues.append(contentsOf: rule.decodingIssues.issues.map { $0.prefixed(rulePath) })
            switch rule.specification() {
            case .failure(let issue): issues.append(issue.prefixed(rulePath))
            case .success(let spec):
                if options.contains(.refusingNestedQuantifiers), case .regex(let pattern, _) = spec.descriptor,
                   (try? RegexProgram(pattern: pattern))?.hasNestedQuantifier == true {
                    report(rulePath + ".value", "the regular expression repeats a repetition, as in (a+)+, which a browser may take very long to check")
                    continue
                }
                do throws(RuleMismatch) { try row.add(ruleSpecification: spec) } catch { report(rulePath, error.description) }
            }
        }
        setValue(schema, type, row, path: path)
        let hidden = condition(schema.hidden, path: path + ".hidden")
        let disabled = condition(schema.disabled, path: path + ".disabled")
        if let hidden { row.hidden = .predicate(hidden) }
        if let disabled { row.disabled = .predicate(disabled) }
        conditions.append((row, hidden?.dependencies, disabled?.dependencies))
        return row
    }

    mutating func condition(_ text: String?, path: String) -> FormPredicate? {
        guard let text else { return nil }
        do {
            return try FormPredicate(format: text)
        } catch {
            report(path, "at position \(error.position), expected \(error.expected), found \(error.found)")
            return nil
        }
    }

    /// The type of an option row's options; nil (with an issue) when they are missing or mixed.
    private mutating func optionType(_ schema: RowSchema, _ type: CatalogueRowType, path: String) -> CatalogueRowType.OptionType? {
        if type == .listCheck {
            guard let value = schema.selectableValue else {
                report(path + ".selectableValue", "missing; a listCheck row stands for a value")
                return nil
            }
            return Self.optionType(of: [value]) ?? {
                report(path + ".selectableValue", "expected a string or a number")
                return nil
            }()
        }
        guard type.takesOptions else { return nil }
        guard let options = schema.options, !options.isEmpty else {
            report(path + ".options", "missing; a \(type.rawValue) row needs a list of options")
            return nil
        }
        guard let kind = Self.optionType(of: options) else {
            report(path + ".options", "options must be all strings or all numbers")
            return nil
        }
        if Set(options).count != options.count { report(path + ".options", "an option appears twice") }
        return kind
    }

    static func optionType(of values: [JSONValue]) -> CatalogueRowType.OptionType? {
        if values.allSatisfy({ if case .string = $0 { return true }; return false }) { return .string }
        // Whole numbers are Int options; with any other number they are Double ones,
        // when a Double holds every one of them.
        if values.allSatisfy({ if case .integer = $0 { return true }; return false }) { return .int }
        return values.allSatisfy({ $0.doubleValue != nil }) ? .double : nil
    }

    private mutating func setSelectorTitle(_ title: String, on row: BaseRow, path: String, typeName: String) {
        guard let selector = row as? any SelectorTitled else {
            report(path + ".selectorTitle", "a \(typeName) row has no selector")
            return
        }
        selector.setSelectorTitle(title)
    }

    private mutating func configureSpecifics(_ schema: RowSchema, _ type: CatalogueRowType, _ row: BaseRow, path: String) {
        if let slider = row as? SliderRow {
            let low = Float(schema.min ?? Double(slider.minimumValue)), high = Float(schema.max ?? Double(slider.maximumValue))
            if !low.isFinite { report(path + ".min", "is beyond what a slider can hold") } else { slider.minimumValue = low }
            if !high.isFinite { report(path + ".max", "is beyond what a slider can hold") } else { slider.maximumValue = high }
            if let steps = schema.steps {
                if steps >= 0 { slider.steps = UInt(steps) } else { report(path + ".steps", "must be zero (no steps) or more") }
            }
            if low.isFinite, high.isFinite, slider.minimumValue >= slider.maximumValue { report(path + ".max", "must be greater than min") }
        } else if let stepper = row as? StepperRow {
            stepper.minimumValue = schema.min ?? stepper.minimumValue
            stepper.maximumValue = schema.max ?? stepper.maximumValue
            if let step = schema.step {
                if step > 0 { stepper.stepValue = step } else { report(path + ".step", "must be greater than zero") }
            }
            if stepper.minimumValue >= stepper.maximumValue { report(path + ".max", "must be greater than min") }
        } else if schema.min != nil || schema.max != nil || schema.steps != nil || schema.step != nil {
            report(path, "min, max, steps and step belong to slider and stepper rows")
        }
        if let dateRow = row as? DateFieldRow {
            dateRow.minimumDate = date(schema.minimumDate, dateRow, path: path + ".minimumDate")
            dateRow.maximumDate = date(schema.maximumDate, dateRow, path: path + ".maximumDate")
            if let low = dateRow.minimumDate, let high = dateRow.maximumDate, low > high {
                report(path + ".maximumDate", "is before minimumDate")
            }
            if let interval = schema.minuteInterval {
                if (1...30).contains(interval) { dateRow.minuteInterval = interval } else {
                    report(path + ".minuteInterval", "must be between 1 and 30")
                }
            }
        } else if schema.minimumDate != nil || schema.maximumDate != nil || schema.minuteInterval != nil {
            report(path, "minimumDate, maximumDate and minuteInterval belong to date rows")
        }
        if schema.fieldKind != nil || schema.mask != nil {
            guard let text = row as? FieldRow<String> else {
                report(path, "fieldKind and mask belong to text rows")
                return
            }
            if let mask = schema.mask {
                if mask.contains(where: TextPattern.isSlot) { text.textMask = TextMask(pattern: mask) } else {
                    report(path + ".mask", "has no #, A or * to hold typed characters, so it would erase everything typed")
                }
            }
            if let kind = schema.fieldKind {
                switch kind {
                case "usPhone": text.useFieldKind(.usPhone)
                case "usState": text.useFieldKind(.usState)
                case "zipCode": text.useFieldKind(.zipCode)
                case "cardExpiry": text.useFieldKind(.cardExpiry)
                default: report(path + ".fieldKind", "unknown field kind \"\(kind)\"; use usPhone, usState, zipCode or cardExpiry")
                }
            }
        }
        if let listCheck = row as? any UntypedSelectable, let value = schema.selectableValue?.anyValue {
            listCheck.setUntypedSelectableValue(value)
        }
        if type == .doublePicker || type == .triplePicker {
            configureCascade(schema.cascade, row, type, path: path + ".cascade")
        } else if schema.cascade != nil {
            report(path + ".cascade", "cascade belongs to doublePicker and triplePicker rows")
        }
    }

    private mutating func date(_ text: String?, _ row: DateFieldRow, path: String) -> Date? {
        guard let text else { return nil }
        guard let date = row.parse(text: text) else {
            report(path, "expected \(row.defaultInvalidInputMessage.dropFirst("Enter ".count).dropLast())")
            return nil
        }
        return date
    }

    private mutating func configureCascade(_ cascade: JSONValue?, _ row: BaseRow, _ type: CatalogueRowType, path: String) {
        guard case .object(let tree)? = cascade, !tree.isEmpty else {
            report(path, "missing; a \(type.rawValue) row needs its options as an object of lists")
            return
        }
        let firsts = tree.keys.sorted()
        if let double = row as? DoublePickerRow<String, String> {
            var seconds: [String: [String]] = [:]
            for key in firsts {
                guard case .array(let items) = tree[key]!, let list = Self.strings(items) else {
                    report("\(path).\(key)", "expected a list of strings")
                    continue
                }
                seconds[key] = list
            }
            double.firstOptions = { firsts }
            double.secondOptions = { seconds[$0] ?? [] }
        } else if let triple = row as? TriplePickerRow<String, String, String> {
            var thirds: [String: [String: [String]]] = [:]
            for key in firsts {
                guard case .object(let level) = tree[key]! else {
                    report("\(path).\(key)", "expected an object of lists")
                    continue
                }
                for (second, value) in level {
                    guard case .array(let items) = value, let list = Self.strings(items) else {
                        report("\(path).\(key).\(second)", "expected a list of strings")
                        continue
                    }
                    thirds[key, default: [:]][second] = list
                }
            }
            triple.firstOptions = { firsts }
            triple.secondOptions = { (thirds[$0] ?? [:]).keys.sorted() }
            triple.thirdOptions = { thirds[$0]?[$1] ?? [] }
        }
    }

    static func strings(_ items: [JSONValue]) -> [String]? {
        var result: [String] = []
        for item in items {
            guard case .string(let s) = item else { return nil }
            result.append(s)
        }
        return result
    }

    private mutating func setValue(_ schema: RowSchema, _ type: CatalogueRowType, _ row: BaseRow, path: String) {
        guard let value = schema.value, value != .null else { return }
        let valuePath = path + ".value"
        if type == .listCheck {
            guard case .bool(let selected) = value else { report(valuePath, "expected true or false (whether it is chosen)"); return }
            if selected, let listCheck = row as? any UntypedSelectable { listCheck.selectUntyped() }
            return
        }
        if let dateRow = row as? DateFieldRow {
            guard case .string(let text) = value, let date = dateRow.parse(text: text) else {
                report(valuePath, "expected \(dateRow.defaultInvalidInputMessage.dropFirst("Enter ".count).dropLast())")
                return
            }
            dateRow.value = date
            if let problem = dateRow.inputErrors().first { report(valuePath, problem.msg) }
            return
        }
        var any = value.anyValue
        if type == .doublePicker || type == .triplePicker {
            let parts = type == .doublePicker ? 2 : 3
            guard case .array(let items) = value, let strings = Self.strings(items), strings.count == parts else {
                report(valuePath, "expected a list of \(parts) strings, one choice per list")
                return
            }
            any = parts == 2 ? Tuple(a: strings[0], b: strings[1]) as Any : Tuple3(a: strings[0], b: strings[1], c: strings[2]) as Any
        } else if let expected = Self.expectedJSON(for: type, optionType: optionType(of: row)), !expected.accepts(value) {
            report(valuePath, "expected \(expected.name) for a \(type.rawValue) row, found \(value.typeName)")
            return
        }
        guard row.setBaseValue(any) else {
            report(valuePath, "\(value.typeName) does not fit a \(type.rawValue) row (\(row.valueTypeName))")
            return
        }
        if let problem = row.inputErrors().first { report(valuePath, problem.msg) }
    }
}

extension SchemaRowBuilder {
    /// The JSON a row's value is written as.
    struct ExpectedJSON: Sendable {
        let name: String
        let accepts: @Sendable (JSONValue) -> Bool
    }

    static let string = ExpectedJSON(name: "a string") { if case .string = $0 { return true }; return false }
    static let number = ExpectedJSON(name: "a number") { $0.doubleValue != nil }
    static let wholeNumber = ExpectedJSON(name: "a whole number") { $0.intValue != nil }
    static let bool = ExpectedJSON(name: "true or false") { if case .bool = $0 { return true }; return false }

    /// Values are taken in their own JSON type only: "12" is not a number and "yes"
    /// is not true, so a schema means one thing.
    static func expectedJSON(for type: CatalogueRowType, optionType: CatalogueRowType.OptionType?) -> ExpectedJSON? {
        func option(_ optionType: CatalogueRowType.OptionType?) -> ExpectedJSON {
            switch optionType {
            case .int?: return wholeNumber
            case .double?: return number
            default: return string
            }
        }
        switch type {
        case .int: return wholeNumber
        case .decimal, .slider, .stepper: return number
        case .switch, .check: return bool
        case .multipleSelector:
            let element = option(optionType)
            return ExpectedJSON(name: "a list of \(element.name == "a string" ? "strings" : "numbers")") { value in
                guard case .array(let items) = value else { return false }
                return items.allSatisfy(element.accepts)
            }
        case _ where type.takesOptions: return option(optionType)
        case .listCheck, .doublePicker, .triplePicker: return nil
        case _ where type.isDate: return nil
        default: return string
        }
    }

    private func optionType(of row: BaseRow) -> CatalogueRowType.OptionType? {
        guard let options = (row as? any UntypedOptionsRow)?.untypedOptions, let first = options.first else { return nil }
        switch first {
        case is Int: return .int
        case is Double: return .double
        default: return .string
        }
    }
}

/// Option rows whose selector title can be set without knowing their type.
protocol SelectorTitled: BaseRow {
    func setSelectorTitle(_ title: String)
    var untypedSelectorTitle: String? { get }
}

extension OptionsRow: SelectorTitled {
    func setSelectorTitle(_ title: String) { selectorTitle = title }
    var untypedSelectorTitle: String? { selectorTitle }
}

extension MultipleSelectorRow: SelectorTitled {
    func setSelectorTitle(_ title: String) { selectorTitle = title }
    var untypedSelectorTitle: String? { selectorTitle }
}

/// List check rows configured without knowing their value type.
protocol UntypedSelectable: BaseRow {
    func setUntypedSelectableValue(_ value: Any)
    func selectUntyped()
    var untypedSelectableValue: Any? { get }
}

extension ListCheckRow: UntypedSelectable {
    func setUntypedSelectableValue(_ value: Any) { selectableValue = ValueConversion.convert(value, to: T.self) }
    func selectUntyped() { value = selectableValue }
    var untypedSelectableValue: Any? { selectableValue }
}
