extension FormMessages {
    /// Formwork's messages in English, the default of every form.
    public static let english = FormMessages(FormMessageValues(
        language: "en",
        direction: .leftToRight,
        decimalSeparator: ".",
        required: "This field is required.",
        email: "Enter a valid email address.",
        url: "Enter a valid URL.",
        urlScheme: "Enter a web address that starts with http:// or https://.",
        invalidValue: "Invalid value.",
        tooLongToCheck: "This value is too long to check.",
        minLength: { "Enter at least \($0) \(characters($0))." },
        maxLength: { "Enter at most \($0) \(characters($0))." },
        exactLength: { "Enter exactly \($0) \(characters($0))." },
        greaterThan: { "Enter a value greater than \($0)." },
        atLeast: { "Enter a value of at least \($0)." },
        smallerThan: { "Enter a value smaller than \($0)." },
        atMost: { "Enter a value of at most \($0)." },
        valuesDoNotMatch: "The values do not match.",
        usPhone: "Enter a US phone number like 555-123-4567.",
        usState: "Enter a US state name or its two-letter code.",
        zipCode: "Enter a five-digit ZIP code.",
        cardExpiry: "Enter a valid expiry date as MM/YY.",
        decimalPlaces: { "Use at most \($0) decimal \($0 == 1 ? "place" : "places")." },
        notValid: "This value is not valid.",
        wholeNumber: "Enter a whole number.",
        number: "Enter a number.",
        numberNotExact: "This number is too large or too precise to keep exactly.",
        dateFormat: { mode in
            switch mode {
            case .date: return "Enter a date as YYYY-MM-DD."
            case .time, .countDownTimer: return "Enter a time as HH:MM."
            case .dateTime: return "Enter a date and time as YYYY-MM-DD HH:MM."
            }
        },
        dateNotBefore: { mode, bound in "Choose \(noun(mode)) no earlier than \(bound)." },
        dateNotAfter: { mode, bound in "Choose \(noun(mode)) no later than \(bound)." },
        dateOutOfRange: "Choose a date between the years 1 and 9999.",
        minuteInterval: { "Choose a time in steps of \($0) minutes." },
        valueRange: { low, high in "Choose a value from \(low) to \(high)." },
        valueStep: { step, start in "Choose a value in steps of \(step) from \(start)." },
        listedOption: "Choose one of the listed options.",
        listedOptions: "Choose only from the listed options.",
        singleValue: "Enter a single value.",
        onOrOff: "Choose on or off.",
        format: { "Enter this in the format \($0)." },
        subform: "Some details need attention.",
        someValuesNotValid: "Some of these values are not valid.",
        notValidHere: "This value is not valid here.",
        add: "Add",
        yes: "Yes",
        no: "No",
        delete: "Delete",
        moveUp: "Move up",
        moveDown: "Move down",
        submit: "Submit",
        update: "Update",
        choose: "Choose…",
        filter: "Filter",
        close: "Close",
        cancel: "Cancel",
        fileTooLarge: { "Choose a file of at most \($0)." },
        fileType: { "Choose a \($0) image." },
        fileKind: { "Choose a \($0) file." },
        errorSummary: { $0 == 1 ? "There is a problem with 1 field." : "There are problems with \($0) fields." },
        refused: "Refused",
        sentFromAnotherSite: "This form can only be sent from its own site.",
        notAForm: "Not a form",
        notSentAsForm: "The request was not sent as a form.",
        pageCookieMissing: "This form needs its page's cookie. Open the page again and send the form from it.",
        pageNotRecognized: "This form was not sent from a page of this site, or the page is too old. Open it again and send the form from it.",
        pageExpired: "This page had expired. Check what you typed and send it again.",
        tooLarge: "Too large",
        formTooLarge: { "The form sent is larger than \($0) bytes." },
        busy: "Busy",
        serverBusy: "The server is taking in as many forms as it can hold. Send the form again in a moment.",
        notAccepted: "Not accepted",
        formNotReadable: { $0 },
        keyboard: .english
    ))

    private static func characters(_ count: Int) -> String { count == 1 ? "character" : "characters" }

    private static func noun(_ mode: DatePickerMode) -> String {
        switch mode {
        case .date: return "a date"
        case .time, .countDownTimer: return "a time"
        case .dateTime: return "a date and time"
        }
    }
}

extension KeyboardWords {
    static let english = KeyboardWords(
        enterKey: "Enter",
        spaceKey: "Space",
        escapeKey: "Esc",
        tabKey: "Tab",
        backspaceKey: "Backspace",
        typeToEdit: "type to edit",
        newLine: "new line",
        next: "next",
        toggle: "toggle",
        change: "change",
        press: "press",
        choose: "choose",
        open: "open",
        done: "done",
        cancel: "cancel",
        undo: "undo",
        field: "field",
        move: "move",
        delete: "delete",
        add: "add",
        actions: "actions",
        submit: "submit",
        back: "back",
        list: "list",
        load: "load",
        remove: "remove",
        typeAPath: "type a path",
        chooseAFile: "choose a file",
        or: "or",
        on: "On",
        off: "Off",
        notSet: "Not set",
        noFile: "No file",
        path: "Path",
        form: "Form",
        typeToFilter: "type to filter",
        noOptionMatches: "No option matches",
        position: { "\($0) of \($1)" },
        cancelled: "cancelled",
        expected: { "Expected \($0)" },
        noFileAt: { "No file can be read at \($0)" },
        fileNotRead: { "\($0) could not be read" },
        noMoreItems: "No more items can be added",
        itemCannotBeDeleted: "This item cannot be deleted",
        errorsToFix: { $0 == 1 ? "1 error to fix" : "\($0) errors to fix" },
        yesAnswers: ["y", "yes"],
        noAnswers: ["n", "no"],
        allDone: "Done.",
        notDone: { "Not done: \($0)" },
        needsAnotherLook: "Some answers need another look.",
        addTo: { "Add to \($0)?" },
        item: "item",
        answerYesOrNo: "Answer y or n",
        keeps: { "Enter keeps \($0)" },
        keepsHidden: "Enter keeps it",
        clears: "- clears",
        dateShape: { mode in
            switch mode {
            case .date: return "YYYY-MM-DD"
            case .time: return "HH:MM"
            case .dateTime: return "YYYY-MM-DD HH:MM"
            case .countDownTimer: return "hours:minutes"
            }
        },
        pathToAFile: "path to a file",
        example: { "e.g. \($0)" },
        range: { "\($0) to \($1)" },
        oneLine: "one line",
        now: { "now \($0)" },
        requiredMark: "(required)",
        aNumber: "a number",
        numbersSeparatedByCommas: "numbers separated by commas",
        orWordsToSearch: "or words to search",
        chosen: "(chosen)",
        more: { "… \($0) more" },
        nothingToChooseFrom: { "\($0): there is nothing to choose from." },
        cannotBeCleared: "This choice cannot be cleared; choose another, or press Enter to keep it",
        chooseOne: "Choose one",
        noOptionMatchesAnswer: { "No option matches \"\($0)\"" },
        optionsMatch: { "\($0) options match \"\($1)\":" },
        stopping: { "No answer it can take after \($0) tries: stopping here." },
        answer: "Answer"
    )
}
