extension FormMessages {
    /// One thing a catalogue says: its key and its words, a message with values
    /// said once for each sample value.
    public struct Entry: Sendable, Hashable {
        /// The key: the property's name (`required`), with the sample values a
        /// message was given (`minLength(2)`), `keyboard.` before the
        /// ``KeyboardWords`` and `commandLine.` before the ``CommandLineWords``.
        public var key: String
        /// The words; nil for a key of a type the walk does not know how to say.
        public var text: String?
    }

    /// Everything the catalogue says, key by key, in the order the catalogue keeps
    /// them: for reviewing a translation beside English, or checking that a
    /// language of one's own leaves nothing in English.
    ///
    /// Messages with values are said for sample values that reach every wording a
    /// language has (one, two and five of a count, every kind of date), so a
    /// plural left untranslated shows.
    ///
    /// ```swift
    /// let english = Dictionary(uniqueKeysWithValues: FormMessages.english.entries.map { ($0.key, $0.text) })
    /// for entry in myCatalogue.entries where entry.text == english[entry.key] {
    ///     print("still in English:", entry.key)
    /// }
    /// ```
    public var entries: [Entry] {
        let values = box.values
        var entries: [Entry] = []
        // The keys come from reflection, so a key added later is walked too; a
        // message with values is said through the table below (a function read back
        // through `Mirror` cannot be called safely), and one missing from it is an
        // entry without text.
        for child in Mirror(reflecting: values).children {
            guard let key = child.label else { continue }
            if key == "keyboard" {
                for inner in Mirror(reflecting: values.keyboard).children {
                    guard let label = inner.label else { continue }
                    entries += Self.say("keyboard." + label, inner.value, Self.keyboardMessages[label].map { $0(values.keyboard) })
                }
                continue
            }
            if key == "commandLine" {
                for inner in Mirror(reflecting: values.commandLine).children {
                    guard let label = inner.label else { continue }
                    entries += Self.say("commandLine." + label, inner.value, Self.commandLineMessages[label].map { $0(values.commandLine) })
                }
                continue
            }
            entries += Self.say(key, child.value, Self.messages[key].map { $0(values) })
        }
        return entries
    }

    /// What a sample says: the key's suffix (the values) and the words.
    private typealias Said = [(values: String, text: String)]

    private static func say(_ key: String, _ value: Any, _ said: Said?) -> [Entry] {
        if let said { return said.map { Entry(key: key + "(" + $0.values + ")", text: $0.text) } }
        if let text = value as? String { return [Entry(key: key, text: text)] }
        if let words = value as? [String] { return [Entry(key: key, text: words.joined(separator: " | "))] }
        if let direction = value as? WritingDirection { return [Entry(key: key, text: direction.rawValue)] }
        return [Entry(key: key, text: nil)]
    }

    private static let sample = "X9"

    private static func counts(_ message: (Int) -> String) -> Said {
        [1, 2, 5].map { ("\($0)", message($0)) }
    }

    private static func text(_ message: (String) -> String) -> Said {
        [(sample, message(sample))]
    }

    private static func modes(_ message: (DatePickerMode) -> String) -> Said {
        DatePickerMode.allCases.map { ($0.rawValue, message($0)) }
    }

    private static func modes(_ message: (DatePickerMode, String) -> String) -> Said {
        DatePickerMode.allCases.map { ($0.rawValue + ", " + sample, message($0, sample)) }
    }

    private static func pair(_ message: (String, String) -> String) -> Said {
        [(sample + ", Y8", message(sample, "Y8"))]
    }

    private static let messages: [String: @Sendable (FormMessageValues) -> Said] = [
        "minLength": { counts($0.minLength) },
        "fewestItems": { counts($0.fewestItems) },
        "mostItems": { counts($0.mostItems) },
        "aboutField": { pair($0.aboutField) },
        "maxLength": { counts($0.maxLength) },
        "exactLength": { counts($0.exactLength) },
        "greaterThan": { text($0.greaterThan) },
        "atLeast": { text($0.atLeast) },
        "smallerThan": { text($0.smallerThan) },
        "atMost": { text($0.atMost) },
        "decimalPlaces": { counts($0.decimalPlaces) },
        "dateFormat": { modes($0.dateFormat) },
        "dateNotBefore": { modes($0.dateNotBefore) },
        "dateNotAfter": { modes($0.dateNotAfter) },
        "minuteInterval": { counts($0.minuteInterval) },
        "valueRange": { pair($0.valueRange) },
        "valueStep": { pair($0.valueStep) },
        "pageProgress": { values in [("2, 5", values.pageProgress("2", "5"))] },
        "format": { text($0.format) },
        "fileTooLarge": { text($0.fileTooLarge) },
        "fileType": { text($0.fileType) },
        "fileKind": { text($0.fileKind) },
        "errorSummary": { counts($0.errorSummary) },
        "formTooLarge": { counts($0.formTooLarge) },
        "formNotReadable": { text($0.formNotReadable) },
    ]

    private static let keyboardMessages: [String: @Sendable (KeyboardWords) -> Said] = [
        "position": { words in [("3, 12", words.position(3, 12))] },
        "expected": { text($0.expected) },
        "noFileAt": { text($0.noFileAt) },
        "fileNotRead": { text($0.fileNotRead) },
        "errorsToFix": { counts($0.errorsToFix) },
        "notDone": { text($0.notDone) },
        "addTo": { text($0.addTo) },
        "keeps": { text($0.keeps) },
        "dateShape": { modes($0.dateShape) },
        "example": { text($0.example) },
        "range": { pair($0.range) },
        "now": { text($0.now) },
        "more": { counts($0.more) },
        "nothingToChooseFrom": { text($0.nothingToChooseFrom) },
        "noOptionMatchesAnswer": { text($0.noOptionMatchesAnswer) },
        "optionsMatch": { words in [1, 2, 5].map { ("\($0), " + sample, words.optionsMatch($0, sample)) } },
        "stopping": { counts($0.stopping) },
    ]

    private static func triple(_ message: (String, String, String) -> String) -> Said {
        [(sample + ", Y8, Z7", message(sample, "Y8", "Z7"))]
    }

    private static let commandLineMessages: [String: @Sendable (CommandLineWords) -> Said] = [
        "usage": { text($0.usage) }, "heading": { text($0.heading) }, "defaultValue": { text($0.defaultValue) },
        "environment": { text($0.environment) }, "secretFrom": { pair($0.secretFrom) }, "oneOf": { text($0.oneOf) },
        "anyOf": { pair($0.anyOf) }, "listOfValues": { text($0.listOfValues) }, "listOfItems": { pair($0.listOfItems) }, "onlyWhen": { text($0.onlyWhen) }, "isOn": { text($0.isOn) }, "isOff": { text($0.isOff) },
        "isGiven": { text($0.isGiven) }, "isNotGiven": { text($0.isNotGiven) }, "equals": { pair($0.equals) },
        "notEquals": { pair($0.notEquals) }, "atLeast": { pair($0.atLeast) }, "atMost": { pair($0.atMost) },
        "moreThan": { pair($0.moreThan) }, "lessThan": { pair($0.lessThan) }, "isOneOf": { pair($0.isOneOf) },
        "between": { triple($0.between) }, "contains": { pair($0.contains) }, "beginsWith": { pair($0.beginsWith) },
        "endsWith": { pair($0.endsWith) }, "not": { text($0.not) },
    ]
}
