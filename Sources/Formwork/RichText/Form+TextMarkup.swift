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

    /// Author's words of a row or section, plain, as `form` reads them; as written
    /// outside a form.
    static func plain(_ text: String?, in form: Form?) -> String? {
        guard let text else { return nil }
        return form?.plainText(text) ?? text
    }

    /// Author's words of a row or section, read as `form` reads them; plain outside a form.
    static func rich(_ text: String?, in form: Form?) -> RichText? {
        guard let text else { return nil }
        return form?.richText(text) ?? RichText(text)
    }
}

extension BaseRow {
    /// ``displayTitle`` with its markup read, for front ends that draw styles.
    /// The form's word for a group's add button is never read as markup.
    public var richTitle: RichText? {
        guard title != nil else { return displayTitle.map { RichText($0) } }
        return Form.rich(title, in: form)
    }

    /// ``help`` with its markup read, for front ends that draw styles.
    public var richHelp: RichText? { Form.rich(help, in: form) }
}

extension Section {
    /// The header without its markup (``Form/textMarkup``), for what only holds
    /// plain text: attributes, accessibility labels, a terminal's plain mode.
    public var displayHeader: String? { Form.plain(header, in: form) }

    /// The footer without its markup.
    public var displayFooter: String? { Form.plain(footer, in: form) }

    /// The header with its markup read, for front ends that draw styles.
    public var richHeader: RichText? { Form.rich(header, in: form) }

    /// The footer with its markup read, for front ends that draw styles.
    public var richFooter: RichText? { Form.rich(footer, in: form) }
}
