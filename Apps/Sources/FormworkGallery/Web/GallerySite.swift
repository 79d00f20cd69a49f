import Foundation
import Formwork
import FormworkGalleryForms
import FormworkHTML
import FormworkJSONSchema

/// The gallery's site, whatever server serves it: its forms as templates, the menu
/// above every page, and its own pages (the index, the stored submissions). The
/// Hummingbird and Vapor servers wire the same site to their routes.
package struct GallerySite: Sendable {
    /// A gallery form at `/gallery/<name>`.
    package struct FormPage: Sendable {
        package let name: String
        package let template: FormTemplate
    }

    /// A page of the site's own: its status and its HTML.
    package struct Page: Sendable {
        package let status: Int
        package let html: HTMLWriter
    }

    /// Where valid submissions go.
    package let store: any GalleryStore
    /// The menu above every page.
    package let navigation: [(title: String, href: String)]
    /// Every gallery form of one page, each checked once as a template: every
    /// request gets a copy.
    package let forms: [FormPage]
    /// Every gallery form of several pages, served as a journey whose drafts are in
    /// ``store``.
    package let journeys: [FormPage]
    /// The account page, for load runs: it takes valid posts without storing them.
    package let loadAccount: FormTemplate?

    package init(store: any GalleryStore) {
        self.store = store
        navigation = [(title: "Gallery", href: "/")]
            + GalleryForms.all.map { (title: $0.name, href: "/gallery/" + $0.name) }
            + [(title: "Submissions", href: "/submissions")]
        let all = GalleryForms.all.compactMap { entry -> (page: FormPage, paged: Bool)? in
            guard let template = try? FormTemplate({
                let form = entry.make()
                if form.title == nil { form.title = entry.summary }
                return form
            }) else { return nil }
            return (FormPage(name: entry.name, template: template), template.makeForm().isPaged)
        }
        // A form of several pages is a journey, unless it asks what a draft cannot
        // keep between pages (a password): then it is served whole, as one form.
        let journey = { (entry: (page: FormPage, paged: Bool)) in
            entry.paged && entry.page.template.makeForm().answersDraftsCannotKeep.isEmpty
        }
        forms = all.filter { !journey($0) }.map(\.page)
        journeys = all.filter(journey).map(\.page)
        loadAccount = try? FormTemplate { GalleryForms.account() }
    }

    /// Stores a valid submission of the form `name`; returns the address to go to.
    package func store(_ form: Form, of name: String) async throws -> String {
        let id = try await store.save(page: name, values: Self.storedValues(of: form))
        return "/submissions#submission-\(id)"
    }

    /// The index of every form.
    package var index: Page { Page(status: 200, html: GalleryPages.index(navigation: navigation)) }

    /// A gallery form written as a JSON Schema of its values and a UI schema
    /// (`FormJSONSchema`), with what the schema alone does not say: JSON for other
    /// tools, which reads back into the same form. 404 for a name no form has.
    package func jsonSchema(of name: String?) -> Page {
        var body = HTMLWriter(capacity: 4_096)
        guard let name, let entry = GalleryForms.all.first(where: { $0.name == name }) else {
            body.json(JSON.object(["error": "no gallery form has this name"]).prettyDescription)
            return Page(status: 404, html: body)
        }
        let written = FormJSONSchema(form: entry.make())
        let document: JSON = ["schema": written.schema, "uiSchema": written.uiSchema, "notes": .array(written.notes.map(JSON.string))]
        body.json(document.prettyDescription + "\n")
        return Page(status: 200, html: body)
    }

    /// A page of the stored submissions, newest first: `asked` is the `page` in the
    /// query (the first when nil); a page that is not there is a 404.
    package func submissions(page asked: String?) async throws -> Page {
        // Pages of a bounded size, however many there are: ?page=2 and on.
        let count = try await store.count()
        let pageCount = max(1, (count + GalleryPages.submissionsPerPage - 1) / GalleryPages.submissionsPerPage)
        var number = 1
        if let asked {
            guard let page = Int(asked), (1...pageCount).contains(page) else {
                return Page(status: 404, html: GalleryPages.notFound(
                    "There is no page \"\(asked)\" of submissions: they run from 1 to \(pageCount).", navigation: navigation))
            }
            number = page
        }
        let shown = try await store.submissions(offset: (number - 1) * GalleryPages.submissionsPerPage,
                                          limit: GalleryPages.submissionsPerPage)
        return Page(status: 200, html: GalleryPages.submissions(shown, page: number, pageCount: pageCount,
                                                                navigation: navigation))
    }

    /// One stored submission, by the number in its address.
    package func submission(id text: String?) async throws -> Page {
        guard let id = text.flatMap(Int64.init), let submission = try await store.submission(id: id) else {
            return Page(status: 404, html: GalleryPages.notFound("There is no such submission.", navigation: navigation))
        }
        return Page(status: 200, html: GalleryPages.submission(submission, navigation: navigation))
    }

    /// What the gallery stores of a valid submission: its values, without the
    /// passwords (the submissions page shows everything stored to anyone).
    package static func storedValues(of form: Form) -> [String: JSONValue] {
        var values = form.jsonValues()
        for section in form.allSections {
            for row in section.allRows where row.isSecret {
                guard let tag = row.tag, values[tag] != nil else { continue }
                values[tag] = .string("(not stored)")
            }
        }
        return values
    }
}
