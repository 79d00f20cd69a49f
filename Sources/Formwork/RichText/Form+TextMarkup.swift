// What the front ends read to draw the author's words with their markup, and
// without it where only plain text fits.
extension Form {
    /// How the form reads the words its author wrote (titles, section headers and
    /// footers, help, and label rows' text): ``TextMarkup/plain`` unless set.
    ///
    /// With ``TextMarkup/markdown``, `*emphasis*`, `**strong**`, code between backticks and
    /// `[links](https://…)` in them are drawn styled by every front end, and the
    /// plain forms (``BaseRow/displayTitle``, ``Section/displayHeader``) leave the
    /// markup out. What people type is never read as markup. A template's forms
    /// keep the setting; a subform has its own.
    ///
    /// Observers hear of a change as an update of every row's settings.
    public var textMarkup: TextMarkup {
        get { storedTextMarkup }
        set {
            let oldValue = exchange(&storedTextMarkup, with: newValue)
            if newValue != oldValue { everyRowUpdated() }
        }
    }

    /// `text` as the form reads its author's words (``textMarkup``).
    public func richText(_ text: String) -> RichText {
        RichText(text, markup: storedTextMarkup)
    }

    /// `text` without its markup, when the form reads markup: what attributes and
    /// accessibility labels show.
    func plainText(_ text: String) -> String {
        guard storedTextMarkup == .markdown, RichText.mayHoldMarkup(text) else { return text }
        return RichText(markdown: text).plainText
    }
}

extension BaseRow {
    /// ``displayTitle`` with its markup read, for front ends that draw styles.
    public var richTitle: RichText? {
        guard let title = titleAsWritten else { return nil }
        return form?.richText(title) ?? RichText(title)
    }

    /// ``help`` with its markup read, for front ends that draw styles.
    public var richHelp: RichText? {
        guard let help else { return nil }
        return form?.richText(help) ?? RichText(help)
    }

    /// ``displayText`` for front ends that draw styles: a label row's text is the
    /// author's and has its markup read; every other row's is what people gave,
    /// and is never read as markup.
    public var richDisplayText: RichText? {
        guard let text = displayText else { return nil }
        guard kind == .label, let form else { return RichText(text) }
        return form.richText(text)
    }
}

extension Section {
    /// The header without its markup (``Form/textMarkup``), for what only holds
    /// plain text: attributes, accessibility labels, a terminal's plain mode.
    public var displayHeader: String? {
        guard let header else { return nil }
        return form?.plainText(header) ?? header
    }

    /// The footer without its markup.
    public var displayFooter: String? {
        guard let footer else { return nil }
        return form?.plainText(footer) ?? footer
    }

    /// The header with its markup read, for front ends that draw styles.
    public var richHeader: RichText? {
        guard let header else { return nil }
        return form?.richText(header) ?? RichText(header)
    }

    /// The footer with its markup read, for front ends that draw styles.
    public var richFooter: RichText? {
        guard let footer else { return nil }
        return form?.richText(footer) ?? RichText(footer)
    }
}
