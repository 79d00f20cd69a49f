/// A schema's `"pages"`: the sections of a form of several pages, grouped by page.
///
/// ```json
/// {"title": "Claim", "pages": [
///   {"title": "You", "tag": "you", "rows": [{"type": "text", "tag": "name", "title": "Name"}]},
///   {"title": "Your policy", "hidden": "$insured != true", "sections": [
///     {"header": "Its holder", "rows": [{"type": "text", "tag": "holder", "title": "Holder"}]}]}
/// ]}
/// ```
///
/// Each page is a section of kind `page` (its `title` is the header), then its
/// `sections`, in order: the same form as `"sections"` with `"kind": "page"` where a
/// page starts, which is how ``FormSchema/init(form:)`` writes it back. Problems are
/// reported where they were written (`pages[1].sections[0].rows[2].type`).
enum PageSchemaReader {
    enum Keys: String, CodingKey, CaseIterable {
        case title, tag, footer, hidden, rows, sections
    }

    /// A page and its sections, flat, each with the path it was written at.
    struct Read {
        var sections: [SectionSchema] = []
        var paths: [String] = []
    }

    /// Reads `"pages"` into sections, with their paths.
    static func read(_ pages: [JSONValue]) -> Read {
        var read = Read()
        for (index, json) in pages.enumerated() {
            let path = "pages[\(index)]"
            var r = JSONFieldReader<Keys>(json)
            var page = SectionSchema(kind: .page, tag: r.string(.tag), header: r.string(.title), footer: r.string(.footer),
                                     hidden: r.string(.hidden, "a condition string"))
            page.rows = r.list(.rows, "an array of rows", RowSchema.init(json:)) ?? []
            let sections = r.list(.sections, "an array of sections", SectionSchema.init(json:)) ?? []
            page.decodingIssues = DecodingIssues(r.issues)
            read.sections.append(page)
            read.paths.append(path)
            for (inner, var section) in sections.enumerated() {
                if section.kind == .page {
                    section.decodingIssues.issues.append(SchemaIssue(
                        path: "kind", message: "a page's sections are not pages; add the page to \"pages\" instead"))
                }
                read.sections.append(section)
                read.paths.append(path + ".sections[\(inner)]")
            }
        }
        return read
    }
}
