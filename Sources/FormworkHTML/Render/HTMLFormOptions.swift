/// How a form element is written: where it posts, the hidden fields it carries
/// (such as a CSRF token) and which buttons it shows.
public struct HTMLFormOptions: Sendable {
    /// The URL the form posts to; empty posts to the page's own address.
    public var action: String = ""
    /// Hidden fields written at the top of the form, in order.
    public var hiddenFields: [(name: String, value: String)] = []
    /// The submit button's title; the form's word for "Submit" when nil.
    public var submitTitle: String?
    /// Whether the form has an "Update" button that redraws it with its
    /// conditions applied (for pages without scripts), when it has conditions.
    public var showsUpdateButton = true
    /// Whether a summary of the errors, linking to each field, heads the form.
    public var showsErrorSummary = true
    /// The page to draw of a form of several pages, by its index in
    /// `Form.pages`: only that page's sections, without its title (the
    /// page's heading is the document's), and only its errors in the summary.
    /// Nil, or an index the form has no page at, draws the whole form.
    public var page: Int?
    /// Submit buttons after the main one, each sending `value` in the field `name`:
    /// a journey's Back and "Save and continue later".
    public var moreButtons: [(name: String, value: String, title: String)] = []
    /// Whether the error summary takes the focus when the page loads, also without
    /// the script (`autofocus`): after a failed Continue, a screen reader starts
    /// at what went wrong.
    public var focusesErrorSummary = false

    /// The default options: post to the page's own address, with a submit button.
    public init() {}
}
