import Foundation
import FormworkGalleryForms
import FormworkHTML

/// The gallery's own pages, written with the same escaping writer as forms.
enum GalleryPages {
    /// A 404 page with a sentence.
    static func notFound(_ message: String, navigation: [(title: String, href: String)]) -> HTMLWriter {
        page(title: "Not found", navigation: navigation) { html in
            html.markup("<p>")
            html.text(message)
            html.markup("</p>")
        }
    }

    static func index(navigation: [(title: String, href: String)]) -> HTMLWriter {
        page(title: "Formwork gallery", navigation: navigation) { html in
            html.markup("<p>Every feature of Formwork as a form to fill in. Each page is one form definition; valid submissions are stored and listed under Submissions.</p><ul class=\"fw-gallery\">")
            for entry in GalleryForms.all {
                html.markup("<li><a")
                html.attribute("href", "/gallery/" + entry.name)
                html.markup(">")
                html.text(entry.name)
                html.markup("</a>: ")
                html.text(entry.summary)
                html.markup("</li>")
            }
            html.markup("</ul>")
        }
    }

    /// Submissions shown on one page of the list.
    static let submissionsPerPage = 20
    /// The most characters of a submission the list shows; the rest is on its own page.
    static let shownCharacters = 2_000

    /// One page of the submissions, newest first: `number` counts from 1 of
    /// `pageCount`.
    static func submissions(_ submissions: [GallerySubmission], page number: Int, pageCount: Int,
                            navigation: [(title: String, href: String)]) -> HTMLWriter {
        page(title: "Submissions", navigation: navigation) { html in
            if submissions.isEmpty {
                html.markup("<p>Nothing has been submitted yet.</p>")
                return
            }
            html.markup("<ol class=\"fw-submissions\">")
            for submission in submissions {
                html.markup("<li")
                html.attribute("id", "submission-\(submission.id)")
                html.markup(">")
                write(submission, shortened: true, into: &html)
                html.markup("</li>")
            }
            html.markup("</ol>")
            guard pageCount > 1 else { return }
            html.markup("<nav class=\"fw-pages\" aria-label=\"Pages of submissions\"><p>")
            if number > 1 {
                html.markup("<a rel=\"prev\"")
                html.attribute("href", "/submissions?page=\(number - 1)")
                html.markup(">Newer</a> ")
            }
            html.text("Page \(number) of \(pageCount)")
            if number < pageCount {
                html.markup(" <a rel=\"next\"")
                html.attribute("href", "/submissions?page=\(number + 1)")
                html.markup(">Older</a>")
            }
            html.markup("</p></nav>")
        }
    }

    /// One submission, whole.
    static func submission(_ submission: GallerySubmission, navigation: [(title: String, href: String)]) -> HTMLWriter {
        page(title: "Submission \(submission.id)", navigation: navigation) { html in
            write(submission, shortened: false, into: &html)
        }
    }

    private static func write(_ submission: GallerySubmission, shortened: Bool, into html: inout HTMLWriter) {
        html.markup("<p><strong>")
        html.text(submission.page)
        html.markup("</strong> <time>")
        html.text(submission.date.formatted(.iso8601))
        html.markup("</time></p><pre>")
        let cut = shortened && submission.json.count > shownCharacters
        html.text(cut ? String(submission.json.prefix(shownCharacters)) + "…" : submission.json)
        html.markup("</pre>")
        if cut {
            html.markup("<p><a")
            html.attribute("href", "/submissions/\(submission.id)")
            html.markup(">The whole submission</a></p>")
        }
    }

    private static func page(title: String, navigation: [(title: String, href: String)], body: (inout HTMLWriter) -> Void) -> HTMLWriter {
        var page = HTMLPage()
        page.navigation = navigation
        page.includesScript = false
        return page.render(title: title, heading: title, body: body)
    }
}
