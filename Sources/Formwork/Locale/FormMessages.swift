/// Every message and word Formwork itself shows people: validation errors, input
/// errors, the words front ends draw (an add button, yes and no), the pages refusing
/// a post, and the ``keyboard`` words of a form filled in at a keyboard.
///
/// A form uses ``english`` unless given another catalogue; ``french`` and ``arabic``
/// (written right to left, as its ``direction`` says) ship beside it. Replace any
/// message, or build a catalogue for another language:
///
/// ```swift
/// var messages = FormMessages.french
/// messages.required = "Obligatoire."
/// form.messages = messages
/// ```
///
/// Messages with values are closures that receive the values already written for
/// people (numbers with the catalogue's ``decimalSeparator``, dates as ISO text).
/// A rule given a message of its own (`RuleRequired(msg: "…")`) keeps it in every
/// language.
public struct FormMessages: Sendable {
    // The messages are kept in one immutable box: a catalogue is copied by every
    // form made from a template and read on every page, and a copy is then one
    // reference, not one for each of its dozens of strings and closures. Changing
    // a message makes a new box.
    var box: FormMessageBox

    /// A catalogue of `values`.
    init(_ values: FormMessageValues) {
        box = FormMessageBox(values)
    }

    private mutating func change(_ edit: (inout FormMessageValues) -> Void) {
        var values = box.values
        edit(&values)
        box = FormMessageBox(values)
    }

    /// The language of the catalogue, as a BCP 47 tag (`en`, `fr`).
    public var language: String {
        get { box.values.language }
        set { change { $0.language = newValue } }
    }
    /// The direction the language is written in: front ends lay a form out to
    /// match (a page's `dir`).
    public var direction: WritingDirection {
        get { box.values.direction }
        set { change { $0.direction = newValue } }
    }
    /// The words of a form filled in at a keyboard: key names, hints, notes, and
    /// the questions of a form asked line by line.
    public var keyboard: KeyboardWords {
        get { box.values.keyboard }
        set { change { $0.keyboard = newValue } }
    }
    /// The words of a form given as a command line: help, kinds of value,
    /// conditions in words.
    public var commandLine: CommandLineWords {
        get { box.values.commandLine }
        set { change { $0.commandLine = newValue } }
    }
    /// The decimal separator for numbers in messages (`.` in English, `,` in French).
    public var decimalSeparator: String {
        get { box.values.decimalSeparator }
        set { change { $0.decimalSeparator = newValue } }
    }

    // MARK: Rules

    /// ``RuleRequired``.
    public var required: String {
        get { box.values.required }
        set { change { $0.required = newValue } }
    }
    /// ``RuleEmail``.
    public var email: String {
        get { box.values.email }
        set { change { $0.email = newValue } }
    }
    /// ``RuleURL`` and text that is not a web address in a ``URLRow``.
    public var url: String {
        get { box.values.url }
        set { change { $0.url = newValue } }
    }
    /// A web address whose scheme is not allowed (`javascript:`).
    public var urlScheme: String {
        get { box.values.urlScheme }
        set { change { $0.urlScheme = newValue } }
    }
    /// ``RuleRegExp`` and ``RuleClosure`` without a message of their own.
    public var invalidValue: String {
        get { box.values.invalidValue }
        set { change { $0.invalidValue = newValue } }
    }
    /// A check that could not finish in its time bound (a regular expression on a
    /// very long value).
    public var tooLongToCheck: String {
        get { box.values.tooLongToCheck }
        set { change { $0.tooLongToCheck = newValue } }
    }
    /// ``RuleMinLength``, with the fewest characters allowed.
    public var minLength: @Sendable (Int) -> String {
        get { box.values.minLength }
        set { change { $0.minLength = newValue } }
    }
    /// ``RuleMaxLength``, with the most characters allowed.
    public var maxLength: @Sendable (Int) -> String {
        get { box.values.maxLength }
        set { change { $0.maxLength = newValue } }
    }
    /// ``RuleExactLength``, with the number of characters required.
    public var exactLength: @Sendable (Int) -> String {
        get { box.values.exactLength }
        set { change { $0.exactLength = newValue } }
    }
    /// ``RuleGreaterThan``, with the bound.
    public var greaterThan: @Sendable (String) -> String {
        get { box.values.greaterThan }
        set { change { $0.greaterThan = newValue } }
    }
    /// ``RuleGreaterOrEqualThan``, with the bound.
    public var atLeast: @Sendable (String) -> String {
        get { box.values.atLeast }
        set { change { $0.atLeast = newValue } }
    }
    /// ``RuleSmallerThan``, with the bound.
    public var smallerThan: @Sendable (String) -> String {
        get { box.values.smallerThan }
        set { change { $0.smallerThan = newValue } }
    }
    /// ``RuleSmallerOrEqualThan``, with the bound.
    public var atMost: @Sendable (String) -> String {
        get { box.values.atMost }
        set { change { $0.atMost = newValue } }
    }
    /// ``RuleEqualsToRow``.
    public var valuesDoNotMatch: String {
        get { box.values.valuesDoNotMatch }
        set { change { $0.valuesDoNotMatch = newValue } }
    }
    /// ``RuleUSPhone``.
    public var usPhone: String {
        get { box.values.usPhone }
        set { change { $0.usPhone = newValue } }
    }
    /// ``RuleUSState``.
    public var usState: String {
        get { box.values.usState }
        set { change { $0.usState = newValue } }
    }
    /// ``RuleZipCode``.
    public var zipCode: String {
        get { box.values.zipCode }
        set { change { $0.zipCode = newValue } }
    }
    /// ``RuleCardExpiry``.
    public var cardExpiry: String {
        get { box.values.cardExpiry }
        set { change { $0.cardExpiry = newValue } }
    }
    /// ``RuleDecimalPlaces``, with the most decimal places allowed.
    public var decimalPlaces: @Sendable (Int) -> String {
        get { box.values.decimalPlaces }
        set { change { $0.decimalPlaces = newValue } }
    }

    // MARK: Input

    /// Text that a row cannot read as its kind of value.
    public var notValid: String {
        get { box.values.notValid }
        set { change { $0.notValid = newValue } }
    }
    /// Text that is not a whole number, in an ``IntRow``.
    public var wholeNumber: String {
        get { box.values.wholeNumber }
        set { change { $0.wholeNumber = newValue } }
    }
    /// Text that is not a number, in a ``DecimalRow``, slider or stepper.
    public var number: String {
        get { box.values.number }
        set { change { $0.number = newValue } }
    }
    /// A number the row's value type cannot hold exactly.
    public var numberNotExact: String {
        get { box.values.numberNotExact }
        set { change { $0.numberNotExact = newValue } }
    }
    /// Text that is not a date, time or date and time in the ISO form the mode
    /// expects.
    public var dateFormat: @Sendable (DatePickerMode) -> String {
        get { box.values.dateFormat }
        set { change { $0.dateFormat = newValue } }
    }
    /// A date before the earliest allowed, with the bound.
    public var dateNotBefore: @Sendable (DatePickerMode, String) -> String {
        get { box.values.dateNotBefore }
        set { change { $0.dateNotBefore = newValue } }
    }
    /// A date after the latest allowed, with the bound.
    public var dateNotAfter: @Sendable (DatePickerMode, String) -> String {
        get { box.values.dateNotAfter }
        set { change { $0.dateNotAfter = newValue } }
    }
    /// A date outside what a calendar can show (years 1 to 9999).
    public var dateOutOfRange: String {
        get { box.values.dateOutOfRange }
        set { change { $0.dateOutOfRange = newValue } }
    }
    /// A time off the minute grid, with the interval.
    public var minuteInterval: @Sendable (Int) -> String {
        get { box.values.minuteInterval }
        set { change { $0.minuteInterval = newValue } }
    }
    /// A slider or stepper value outside its bounds, with the bounds.
    public var valueRange: @Sendable (String, String) -> String {
        get { box.values.valueRange }
        set { change { $0.valueRange = newValue } }
    }
    /// A slider or stepper value off its steps, with the step and the start.
    public var valueStep: @Sendable (String, String) -> String {
        get { box.values.valueStep }
        set { change { $0.valueStep = newValue } }
    }
    /// An option that is not offered.
    public var listedOption: String {
        get { box.values.listedOption }
        set { change { $0.listedOption = newValue } }
    }
    /// A set holding something that is not offered.
    public var listedOptions: String {
        get { box.values.listedOptions }
        set { change { $0.listedOptions = newValue } }
    }
    /// Several values sent for a row that holds one.
    public var singleValue: String {
        get { box.values.singleValue }
        set { change { $0.singleValue = newValue } }
    }
    /// Text for a switch or check that is neither on nor off.
    public var onOrOff: String {
        get { box.values.onOrOff }
        set { change { $0.onOrOff = newValue } }
    }
    /// Typed text the row's format cannot hold (characters a mask would drop), with
    /// the format (`###-###-####`).
    public var format: @Sendable (String) -> String {
        get { box.values.format }
        set { change { $0.format = newValue } }
    }
    /// A subform with errors of its own.
    public var subform: String {
        get { box.values.subform }
        set { change { $0.subform = newValue } }
    }
    /// A decoded value that does not fit the model (a list with a bad element).
    public var someValuesNotValid: String {
        get { box.values.someValuesNotValid }
        set { change { $0.someValuesNotValid = newValue } }
    }
    /// A decoded value of the wrong kind for the model's property.
    public var notValidHere: String {
        get { box.values.notValidHere }
        set { change { $0.notValidHere = newValue } }
    }

    // MARK: Words front ends show

    /// The add button of a repeating group.
    public var add: String {
        get { box.values.add }
        set { change { $0.add = newValue } }
    }
    /// An on switch or a ticked check, in a summary.
    public var yes: String {
        get { box.values.yes }
        set { change { $0.yes = newValue } }
    }
    /// An off switch or an unticked check, in a summary.
    public var no: String {
        get { box.values.no }
        set { change { $0.no = newValue } }
    }
    /// An answer not given, on the review of a form of several pages.
    public var notProvided: String {
        get { box.values.notProvided }
        set { change { $0.notProvided = newValue } }
    }
    /// The button that validates a page and moves on (``FormJourney/advance()``).
    public var continueJourney: String {
        get { box.values.continueJourney }
        set { change { $0.continueJourney = newValue } }
    }
    /// The way back to the page before (``FormJourney/back()``).
    public var back: String {
        get { box.values.back }
        set { change { $0.back = newValue } }
    }
    /// The link from an answer on the review to its page (``FormJourney/change(tag:)``).
    public var changeAnswer: String {
        get { box.values.changeAnswer }
        set { change { $0.changeAnswer = newValue } }
    }
    /// The title of the review of every answer.
    public var checkYourAnswers: String {
        get { box.values.checkYourAnswers }
        set { change { $0.checkYourAnswers = newValue } }
    }
    /// "Page n of m", given n and m written as numbers of the language.
    public var pageProgress: @Sendable (String, String) -> String {
        get { box.values.pageProgress }
        set { change { $0.pageProgress = newValue } }
    }
    /// The button that saves a draft to finish later.
    public var saveForLater: String {
        get { box.values.saveForLater }
        set { change { $0.saveForLater = newValue } }
    }
    /// The title of the page that gives a saved draft's code.
    public var draftSaved: String {
        get { box.values.draftSaved }
        set { change { $0.draftSaved = newValue } }
    }
    /// How a saved draft is resumed, above its code and link.
    public var draftResumeHint: String {
        get { box.values.draftResumeHint }
        set { change { $0.draftResumeHint = newValue } }
    }
    /// The label of a draft's resume code.
    public var draftCode: String {
        get { box.values.draftCode }
        set { change { $0.draftCode = newValue } }
    }
    /// The link or command that resumes a draft.
    public var draftResume: String {
        get { box.values.draftResume }
        set { change { $0.draftResume = newValue } }
    }
    /// A draft code that names no draft, or one that expired.
    public var draftNotFound: String {
        get { box.values.draftNotFound }
        set { change { $0.draftNotFound = newValue } }
    }
    /// A draft code whose answers were already sent.
    public var draftAlreadySubmitted: String {
        get { box.values.draftAlreadySubmitted }
        set { change { $0.draftAlreadySubmitted = newValue } }
    }
    /// A draft larger than its store allows.
    public var draftTooLarge: String {
        get { box.values.draftTooLarge }
        set { change { $0.draftTooLarge = newValue } }
    }
    /// Said over a page of a draft saved before the form changed, when answers that
    /// no longer fit were left out.
    public var draftAnswersLeftOut: String {
        get { box.values.draftAnswersLeftOut }
        set { change { $0.draftAnswersLeftOut = newValue } }
    }
    /// Said of a field its schema marks deprecated.
    public var deprecatedField: String {
        get { box.values.deprecatedField }
        set { change { $0.deprecatedField = newValue } }
    }
    /// A list that needs at least this many items.
    public var fewestItems: @Sendable (Int) -> String {
        get { box.values.fewestItems }
        set { change { $0.fewestItems = newValue } }
    }
    /// A list that takes at most this many items.
    public var mostItems: @Sendable (Int) -> String {
        get { box.values.mostItems }
        set { change { $0.mostItems = newValue } }
    }
    /// A message about a field, named by its title, where the field is not beside
    /// it (a summary): `"Age: Enter 18 or more."`.
    public var aboutField: @Sendable (String, String) -> String {
        get { box.values.aboutField }
        set { change { $0.aboutField = newValue } }
    }
    /// The title of the page shown when a page's answers were changed elsewhere since it was opened.
    public var draftConflict: String {
        get { box.values.draftConflict }
        set { change { $0.draftConflict = newValue } }
    }
    /// What to do about answers changed elsewhere.
    public var draftConflictHint: String {
        get { box.values.draftConflictHint }
        set { change { $0.draftConflictHint = newValue } }
    }
    /// The heading of the answers saved elsewhere, beside this page's.
    public var savedElsewhere: String {
        get { box.values.savedElsewhere }
        set { change { $0.savedElsewhere = newValue } }
    }
    /// The heading of this page's answers, beside those saved elsewhere.
    public var onThisPage: String {
        get { box.values.onThisPage }
        set { change { $0.onThisPage = newValue } }
    }
    /// The link that keeps the answers saved elsewhere.
    public var keepSavedAnswers: String {
        get { box.values.keepSavedAnswers }
        set { change { $0.keepSavedAnswers = newValue } }
    }
    /// The button that saves this page's answers over those saved elsewhere.
    public var useMyAnswers: String {
        get { box.values.useMyAnswers }
        set { change { $0.useMyAnswers = newValue } }
    }
    /// The button that deletes an item of a repeating group.
    public var delete: String {
        get { box.values.delete }
        set { change { $0.delete = newValue } }
    }
    /// The button that moves an item of a repeating group up.
    public var moveUp: String {
        get { box.values.moveUp }
        set { change { $0.moveUp = newValue } }
    }
    /// The button that moves an item of a repeating group down.
    public var moveDown: String {
        get { box.values.moveDown }
        set { change { $0.moveDown = newValue } }
    }
    /// The button that submits a form.
    public var submit: String {
        get { box.values.submit }
        set { change { $0.submit = newValue } }
    }
    /// The button that redraws a form with its conditions applied, without
    /// submitting it (for pages without scripts).
    public var update: String {
        get { box.values.update }
        set { change { $0.update = newValue } }
    }
    /// The prompt of a list with nothing chosen.
    public var choose: String {
        get { box.values.choose }
        set { change { $0.choose = newValue } }
    }
    /// The field that filters a long list of options.
    public var filter: String {
        get { box.values.filter }
        set { change { $0.filter = newValue } }
    }
    /// The button that closes a list or a dialog.
    public var close: String {
        get { box.values.close }
        set { change { $0.close = newValue } }
    }
    /// The button that dismisses a choice (an action sheet or an alert) without choosing.
    public var cancel: String {
        get { box.values.cancel }
        set { change { $0.cancel = newValue } }
    }
    /// A file larger than a row takes, by the largest size it takes (`2 MB`).
    public var fileTooLarge: @Sendable (String) -> String {
        get { box.values.fileTooLarge }
        set { change { $0.fileTooLarge = newValue } }
    }
    /// A file of a kind a ``FileRow`` does not take (or whose bytes are not the kind
    /// its name says), by the kinds it takes.
    public var fileKind: @Sendable (String) -> String {
        get { box.values.fileKind }
        set { change { $0.fileKind = newValue } }
    }
    /// A file of a type a row does not take, by the types it takes.
    public var fileType: @Sendable (String) -> String {
        get { box.values.fileType }
        set { change { $0.fileType = newValue } }
    }
    /// The heading of the summary of a form's errors, by their number.
    public var errorSummary: @Sendable (Int) -> String {
        get { box.values.errorSummary }
        set { change { $0.errorSummary = newValue } }
    }

    /// The title of a page refusing a post that did not come from the form's page.
    public var refused: String {
        get { box.values.refused }
        set { change { $0.refused = newValue } }
    }
    /// Why a post sent from another site is refused.
    public var sentFromAnotherSite: String {
        get { box.values.sentFromAnotherSite }
        set { change { $0.sentFromAnotherSite = newValue } }
    }
    /// The title of a page refusing a request that is not a form.
    public var notAForm: String {
        get { box.values.notAForm }
        set { change { $0.notAForm = newValue } }
    }
    /// Why a request that is not a form is refused.
    public var notSentAsForm: String {
        get { box.values.notSentAsForm }
        set { change { $0.notSentAsForm = newValue } }
    }
    /// Why a post without its page's cookie is refused.
    public var pageCookieMissing: String {
        get { box.values.pageCookieMissing }
        set { change { $0.pageCookieMissing = newValue } }
    }
    /// Why a post whose page is not recognized (or too old) is refused.
    public var pageNotRecognized: String {
        get { box.values.pageNotRecognized }
        set { change { $0.pageNotRecognized = newValue } }
    }
    /// The notice on a page sent back because it had expired, with what was typed.
    public var pageExpired: String {
        get { box.values.pageExpired }
        set { change { $0.pageExpired = newValue } }
    }
    /// The title of a page refusing a form that is too large.
    public var tooLarge: String {
        get { box.values.tooLarge }
        set { change { $0.tooLarge = newValue } }
    }
    /// Why a form larger than the server takes is refused, by the most bytes it takes.
    public var formTooLarge: @Sendable (Int) -> String {
        get { box.values.formTooLarge }
        set { change { $0.formTooLarge = newValue } }
    }
    /// The title of a page asking to send a form again later.
    public var busy: String {
        get { box.values.busy }
        set { change { $0.busy = newValue } }
    }
    /// Why a form is not taken now: the server holds as many as it can.
    public var serverBusy: String {
        get { box.values.serverBusy }
        set { change { $0.serverBusy = newValue } }
    }
    /// The title of a page refusing a form that could not be read.
    public var notAccepted: String {
        get { box.values.notAccepted }
        set { change { $0.notAccepted = newValue } }
    }
    /// The title of a page for an address that names nothing, such as an unknown or expired draft code.
    public var notFound: String {
        get { box.values.notFound }
        set { change { $0.notFound = newValue } }
    }
    /// Why a form that could not be read is refused, given the reason the reader found (in English, as code reports it): English says the reason, other languages may say it in general words.
    public var formNotReadable: @Sendable (String) -> String {
        get { box.values.formNotReadable }
        set { change { $0.formNotReadable = newValue } }
    }

    /// Writes a number for people: whole numbers without `.0`, the catalogue's
    /// decimal separator.
    public func number(_ value: Double) -> String {
        let text = NumberText.plain(value)
        return decimalSeparator == "." ? text : text.replacingOccurrences(of: ".", with: decimalSeparator)
    }
}

/// The messages of a catalogue, held by its box.
struct FormMessageValues: Sendable {
    var language: String
    var direction: WritingDirection
    var decimalSeparator: String
    var required: String
    var email: String
    var url: String
    var urlScheme: String
    var invalidValue: String
    var tooLongToCheck: String
    var minLength: @Sendable (Int) -> String
    var maxLength: @Sendable (Int) -> String
    var exactLength: @Sendable (Int) -> String
    var greaterThan: @Sendable (String) -> String
    var atLeast: @Sendable (String) -> String
    var smallerThan: @Sendable (String) -> String
    var atMost: @Sendable (String) -> String
    var valuesDoNotMatch: String
    var usPhone: String
    var usState: String
    var zipCode: String
    var cardExpiry: String
    var decimalPlaces: @Sendable (Int) -> String
    var notValid: String
    var wholeNumber: String
    var number: String
    var numberNotExact: String
    var dateFormat: @Sendable (DatePickerMode) -> String
    var dateNotBefore: @Sendable (DatePickerMode, String) -> String
    var dateNotAfter: @Sendable (DatePickerMode, String) -> String
    var dateOutOfRange: String
    var minuteInterval: @Sendable (Int) -> String
    var valueRange: @Sendable (String, String) -> String
    var valueStep: @Sendable (String, String) -> String
    var listedOption: String
    var listedOptions: String
    var singleValue: String
    var onOrOff: String
    var format: @Sendable (String) -> String
    var subform: String
    var someValuesNotValid: String
    var notValidHere: String
    var add: String
    var yes: String
    var no: String
    var notProvided: String
    var continueJourney: String
    var back: String
    var changeAnswer: String
    var checkYourAnswers: String
    var pageProgress: @Sendable (String, String) -> String
    var saveForLater: String
    var draftSaved: String
    var draftResumeHint: String
    var draftCode: String
    var draftResume: String
    var draftNotFound: String
    var draftAlreadySubmitted: String
    var draftTooLarge: String
    var draftAnswersLeftOut: String
    var deprecatedField: String
    var fewestItems: @Sendable (Int) -> String
    var mostItems: @Sendable (Int) -> String
    var aboutField: @Sendable (String, String) -> String
    var draftConflict: String
    var draftConflictHint: String
    var savedElsewhere: String
    var onThisPage: String
    var keepSavedAnswers: String
    var useMyAnswers: String
    var delete: String
    var moveUp: String
    var moveDown: String
    var submit: String
    var update: String
    var choose: String
    var filter: String
    var close: String
    var cancel: String
    var fileTooLarge: @Sendable (String) -> String
    var fileType: @Sendable (String) -> String
    var fileKind: @Sendable (String) -> String
    var errorSummary: @Sendable (Int) -> String
    var refused: String
    var sentFromAnotherSite: String
    var notAForm: String
    var notSentAsForm: String
    var pageCookieMissing: String
    var pageNotRecognized: String
    var pageExpired: String
    var tooLarge: String
    var formTooLarge: @Sendable (Int) -> String
    var busy: String
    var serverBusy: String
    var notAccepted: String
    var notFound: String
    var formNotReadable: @Sendable (String) -> String
    var keyboard: KeyboardWords
    var commandLine: CommandLineWords
}

/// The direction a language is written in.
public enum WritingDirection: String, Sendable, Hashable {
    /// Left to right, as English and French.
    case leftToRight
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft
}

/// The box a catalogue's messages are kept in; never changed once made.
final class FormMessageBox: Sendable {
    let values: FormMessageValues

    init(_ values: FormMessageValues) {
        self.values = values
    }
}
