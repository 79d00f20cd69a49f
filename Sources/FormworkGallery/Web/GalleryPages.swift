import Foundation
import FormworkGalleryForms
import FormworkHTML
import FormworkHummingbird
import Hummingbird

/// The gallery's own pages, written with the same escaping writer as forms.
enum GalleryPages {
    static func response(_ html: HTMLWriter) -> Response {
        SecurityHeaders.response(html, extra: [.cacheControl: "no-store"])
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

    static func submissions(_ submissions: [SubmissionStore.Submission], navigation: [(title: String, href: String)]) -> HTMLWriter {
        page(title: "Submissions", navigation: navigation) { html in
            if submissions.isEmpty {
                html.markup("<p>Nothing has been submitted yet.</p>")
                return
            }
            let formatter = ISO8601DateFormatter()
            html.markup("<ol class=\"fw-submissions\" reversed>")
            for submission in submissions {
                html.markup("<li")
                html.attribute("id", "submission-\(submission.id)")
                html.markup("><p><strong>")
                html.text(submission.page)
                html.markup("</strong> <time>")
                html.text(formatter.string(from: submission.date))
                html.markup("</time></p><pre>")
                html.text(submission.json)
                html.markup("</pre></li>")
            }
            html.markup("</ol>")
        }
    }

    private static func page(title: String, navigation: [(title: String, href: String)], body: (inout HTMLWriter) -> Void) -> HTMLWriter {
        var page = HTMLPage()
        page.navigation = navigation
        page.includesScript = false
        return page.render(title: title, heading: title, body: body)
    }
}
