// What the front ends read to draw the author's words with their markup, and
// without it where only plain text fits.
extension Form {
    /// How the form reads the words its author wrote (row and form titles, section
    /// headers and footers, help): ``TextMarkup/plain`` unless set.
    ///
    /// With ``TextMarkup/markdown``, `*emphasis*`, `**strong**`, code between backticks and
    /// `[links](https://…)` in them are drawn styled by every front end, and the
    /// plain forms (``BaseRow/displayTitle``, ``Section/displayHeader``) leave the
    /// markup out. What people type is never read as markup. A template's forms
    /// keep the setting; setting it sets the subforms' too.
    ///
    /// Observers hear of a change as an update of every row's settings.
    public var textMarkup: TextMarkup {
        get { storedTextMarkup }
        set {
            let oldValue = exchange(&storedTextMarkup, with: newValue)
            guard newValue != oldValue else { return }
            // Subforms (a model's pushed fields) read their parent's words alike.
            for (_, subform) in subforms { subform.textMarkup = newValue }
            everyRowUpdated()
        }
    }

    /// ``title`` without its markup, for what shows plain text: a page's title, a
    /// window's, a terminal's first line.
    public var displayTitle: String? {
        title.map(plainText)
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
    /// The form's word for a group's add button is never read as markup.
    public var richTitle: RichText? {
        guard let title else { return displayTitle.map { RichText($0) } }
        return form?.richText(title) ?? RichText(title)
    }

    /// ``help`` with its markup read, for front ends that draw styles.
    public var richHelp: RichText? {
        guard let help else { return nil }
        return form?.richText(help) ?? RichText(help)
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
