/// The words of a form filled in at a keyboard, one row at a time: the names of
/// keys, the hints that pair a key with what it does, the notes about the last key,
/// and the questions and answers of a form asked line by line.
///
/// Part of every ``FormMessages`` catalogue, as its ``FormMessages/keyboard``. Front
/// ends put a hint together from a key's name and an action word (`Enter choose`), so
/// a catalogue gives each once. Change one word of a language:
///
/// ```swift
/// var messages = FormMessages.french
/// messages.keyboard.submit = "valider"
/// form.messages = messages
/// ```
///
/// The modifier keys are written as on the keys themselves (`Ctrl`, `Alt`) in every
/// language, and arrows as arrows.
public struct KeyboardWords: Sendable {
    // MARK: Keys

    /// The name of the Enter key.
    public var enterKey: String
    /// The name of the space bar.
    public var spaceKey: String
    /// The name of the Escape key.
    public var escapeKey: String
    /// The name of the Tab key.
    public var tabKey: String
    /// The name of the Backspace key.
    public var backspaceKey: String

    // MARK: What a key does, in a hint

    /// The hint of a text row: typing changes it.
    public var typeToEdit: String
    /// Starts a new line of a text area.
    public var newLine: String
    /// Goes on to the next row.
    public var next: String
    /// Turns a switch or a check on or off.
    public var toggle: String
    /// Changes a value (a number, a date's field).
    public var change: String
    /// Presses a button.
    public var press: String
    /// Chooses an option.
    public var choose: String
    /// Opens what a row opens: a form of its own, a list.
    public var open: String
    /// Ends an edit, keeping it.
    public var done: String
    /// Leaves a list or an edit without changing anything.
    public var cancel: String
    /// Goes back to the value before an edit.
    public var undo: String
    /// Moves between the fields of a date.
    public var field: String
    /// Moves an item of a repeating group.
    public var move: String
    /// Deletes an item of a repeating group.
    public var delete: String
    /// Adds an item to a repeating group.
    public var add: String
    /// Offers the row's own actions (Eureka's swipe actions) to choose from.
    public var actions: String
    /// Submits the form.
    public var submit: String
    /// Goes back from a form opened by a row.
    public var back: String
    /// Opens a row's options as a list.
    public var list: String
    /// Loads the file at the path typed.
    public var load: String
    /// Takes a row's file away.
    public var remove: String
    /// The hint of a file row being given a path.
    public var typeAPath: String
    /// Opens a file row to give it a path.
    public var chooseAFile: String
    /// Joins two keys that do the same (`←→ or −+`).
    public var or: String

    // MARK: What a row shows

    /// A switch that is on.
    public var on: String
    /// A switch that is off.
    public var off: String
    /// A date row without a value and without a placeholder.
    public var notSet: String
    /// A file row without a file.
    public var noFile: String
    /// The label of the path typed for a file.
    public var path: String
    /// The title of a form without one.
    public var form: String
    /// A list of options being filtered by what is typed.
    public var typeToFilter: String
    /// A filter that leaves no option.
    public var noOptionMatches: String
    /// Where one is in a list, or which of several lists is asked: `3 of 12`.
    public var position: @Sendable (Int, Int) -> String
    /// A choice or a form left without choosing or submitting.
    public var cancelled: String

    // MARK: Notes about the last key

    /// A character a masked field does not take there, by the mask.
    public var expected: @Sendable (String) -> String
    /// A path at which there is no file to read, by the path.
    public var noFileAt: @Sendable (String) -> String
    /// A file that is there but could not be read, by its path.
    public var fileNotRead: @Sendable (String) -> String
    /// A repeating group that holds as many items as it can.
    public var noMoreItems: String
    /// An item of a repeating group that is not to be deleted.
    public var itemCannotBeDeleted: String
    /// A form sent with errors, by their number.
    public var errorsToFix: @Sendable (Int) -> String

    // MARK: A form asked line by line

    /// The answers that mean yes, the first of them the one a question shows (`y`).
    public var yesAnswers: [String]
    /// The answers that mean no, the first of them the one a question shows (`n`).
    public var noAnswers: [String]
    /// Said when the form is complete.
    public var allDone: String
    /// Said when input ended with rows still at fault, by the list of them.
    public var notDone: @Sendable (String) -> String
    /// Said before rows at fault are asked again.
    public var needsAnotherLook: String
    /// Asks, under the review of a form of several pages, for the number of an
    /// answer to change, or nothing to submit.
    public var changeOrSubmit: String
    /// Moves on from a page of a form of several pages, checking its answers.
    public var continuePage: String
    /// How to go back a page when a form of several pages is asked line by line
    /// (with `<`).
    public var backAPage: String
    /// Asks whether to add an item to a repeating group, by the group's name.
    public var addTo: @Sendable (String) -> String
    /// The name of a repeating group without a header.
    public var item: String
    /// An answer to a yes-or-no question that is neither.
    public var answerYesOrNo: String
    /// How to keep a value offered, by the value.
    public var keeps: @Sendable (String) -> String
    /// How to keep a value offered that is not shown (a password).
    public var keepsHidden: String
    /// How to clear a value offered (with `-`).
    public var clears: String
    /// The shape of a date, time or date and time typed (`YYYY-MM-DD`).
    public var dateShape: @Sendable (DatePickerMode) -> String
    /// What a file row takes as its answer.
    public var pathToAFile: String
    /// An example of an answer, by the row's placeholder.
    public var example: @Sendable (String) -> String
    /// The bounds of a number, already written for people.
    public var range: @Sendable (String, String) -> String
    /// A text area asked for its text on one line.
    public var oneLine: String
    /// The value a row holds now, by that value.
    public var now: @Sendable (String) -> String
    /// Marks a question that must be answered.
    public var requiredMark: String
    /// How to answer a list with one choice.
    public var aNumber: String
    /// How to answer a list with several choices.
    public var numbersSeparatedByCommas: String
    /// How to answer a list too long to show whole.
    public var orWordsToSearch: String
    /// An option shown as chosen.
    public var chosen: String
    /// The options a long list does not show, by their number.
    public var more: @Sendable (Int) -> String
    /// A list with no option in it, by its title.
    public var nothingToChooseFrom: @Sendable (String) -> String
    /// A choice that must stay (a single choice without deselection), asked to clear.
    public var cannotBeCleared: String
    /// A required list answered with nothing.
    public var chooseOne: String
    /// Words of an answer that match no option, by the words.
    public var noOptionMatchesAnswer: @Sendable (String) -> String
    /// Words of an answer that match several options, by their number and the words.
    public var optionsMatch: @Sendable (Int, String) -> String
    /// Said when answers kept being refused and input does not come from a person,
    /// by the number of tries.
    public var stopping: @Sendable (Int) -> String
    /// The name of a row without a title or a tag.
    public var answer: String
}
