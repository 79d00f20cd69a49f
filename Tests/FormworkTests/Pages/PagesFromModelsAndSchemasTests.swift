import Foundation
@testable import Formwork
import Testing

/// Forms of several pages described by a model or a schema, as well as in code.
@Suite("Pages: from a model and from a schema")
struct PagesFromModelsAndSchemasTests {
    struct Claim: Codable, FormDescribable {
        var name = ""
        var insured = false
        var policy: String?
        var email = ""

        static var formDescription: FormDescription<Claim> {
            FormDescription {
                $0.field(\.name) { $0.page = "You" }
                $0.field(\.policy) { $0.page = "Your policy"; $0.pageHidden = "$insured != true" }
                $0.field(\.email) { $0.page = "Contact"; $0.header = "Email" }
            }
        }
    }

    @Test func aModelsDescriptionStartsPages() throws {
        let form = try Form(model: Claim())
        #expect(form.pages.map(\.title) == ["You", "Your policy", "Contact"])
        #expect(form.pages[0].rows.map(\.tag) == ["name", "insured"])
        #expect(form.pages[2].sections.map(\.header) == ["Contact", "Email"], "the page, then the header's section")
        #expect(form.path.count == 2, "the policy page is off the path")
        form.setValues(["name": "Ada", "email": "ada@example.com", "insured": true, "policy": "P-1"])
        #expect(form.path.count == 3)
        #expect(try form.decode(Claim.self).policy == "P-1")
        form.setValues(["insured": false])
        #expect(try form.decode(Claim.self).policy == nil, "an answer off the path is not decoded")
    }

    static let schemaJSON = Data("""
    {"title": "Claim", "sections": [
      {"kind": "page", "header": "You", "tag": "you", "rows": [
        {"type": "text", "tag": "name", "title": "Name", "rules": [{"rule": "required"}]},
        {"type": "switch", "tag": "insured", "title": "Insured"}]},
      {"kind": "page", "header": "Your policy", "tag": "policy", "hidden": "$insured != true", "rows": [
        {"type": "text", "tag": "number", "title": "Policy number", "rules": [{"rule": "required"}]}]},
      {"header": "Its holder", "rows": [{"type": "text", "tag": "holder", "title": "Holder"}]},
      {"kind": "page", "header": "Contact", "rows": [{"type": "email", "tag": "email", "title": "Email"}]}
    ]}
    """.utf8)

    @Test func aSchemaStartsPagesAndWritesThemBack() throws {
        let form = try Form(schemaJSON: Self.schemaJSON)
        #expect(form.pages.map(\.tag) == ["you", "policy", nil])
        #expect(form.pages[1].sections.count == 2 && form.path.count == 2)
        var journey = FormJourney(form: form)
        form.setValues(["name": "Ada", "insured": true])
        #expect(journey.advance() == .page(1), "the policy page, now on the path")

        let written = FormSchema(form: form)
        #expect(written.sections.map(\.kind) == [.page, .page, nil, .page])
        #expect(written.sections[1].hidden == "$insured != true")
        let again = try Form(schema: written)
        #expect(again.pages.map(\.title) == form.pages.map(\.title) && again.path.count == 3, "with the answers written")
    }

    @Test func aSchemaSectionOfAnUnknownKindNamesThePageKind() throws {
        let json = Data(#"{"sections": [{"kind": "pages", "rows": []}]}"#.utf8)
        #expect {
            try Form(schemaJSON: json)
        } throws: { error in
            "\(error)".contains("multivalued or page")
        }
    }

    static let pagesJSON = Data("""
    {"title": "Claim", "pages": [
      {"title": "You", "tag": "you", "rows": [
        {"type": "text", "tag": "name", "title": "Name", "rules": [{"rule": "required"}]},
        {"type": "switch", "tag": "insured", "title": "Insured"}]},
      {"title": "Your policy", "tag": "policy", "hidden": "$insured != true",
       "rows": [{"type": "text", "tag": "number", "title": "Policy number", "rules": [{"rule": "required"}]}],
       "sections": [{"header": "Its holder", "rows": [{"type": "text", "tag": "holder", "title": "Holder"}]}]},
      {"title": "Contact", "rows": [{"type": "email", "tag": "email", "title": "Email"}]}
    ]}
    """.utf8)

    @Test func aSchemaGivenAsPagesIsTheSameAsOneWithPageSections() throws {
        let paged = try Form(schemaJSON: Self.pagesJSON)
        let flat = try Form(schemaJSON: Self.schemaJSON)
        #expect(FormSchema(form: paged) == FormSchema(form: flat), "one form, written either way")
        #expect(paged.pages.map(\.title) == ["You", "Your policy", "Contact"])
        #expect(paged.pages[1].sections.map(\.header) == ["Your policy", "Its holder"])
        #expect(paged.path.count == 2)
        paged.setValues(["insured": true])
        #expect(paged.path.count == 3, "the page's condition, read from \"hidden\"")
    }

    @Test func problemsInPagesAreReportedWhereTheyWereWritten() {
        let json = Data("""
        {"pages": [
          {"title": "You", "rows": [{"type": "text", "tag": "name"}]},
          {"title": 7, "hidden": "$nowhere == 1", "sections": [
            {"kind": "page", "rows": []},
            {"rows": [{"type": "textt", "tag": "x"}, {"type": "text", "tag": "name"}]}]}
        ]}
        """.utf8)
        #expect {
            try Form(schemaJSON: json)
        } throws: { error in
            let paths = (error as? FormSchemaError)?.issues.map(\.path) ?? []
            return paths.contains("pages[1].title") && paths.contains("pages[1].sections[0].kind")
                && paths.contains("pages[1].sections[1].rows[0].type") && paths.contains("pages[1].sections[1].rows[1].tag")
                && paths.contains("pages[1].hidden")
        }
    }

    @Test func aSchemaGivesSectionsOrPagesNotBoth() {
        let both = Data(#"{"sections": [], "pages": []}"#.utf8)
        #expect(throws: FormSchemaError.self) { try Form(schemaJSON: both) }
        let neither = Data(#"{"title": "Nothing"}"#.utf8)
        #expect {
            try Form(schemaJSON: neither)
        } throws: { error in
            "\(error)".contains("or of pages")
        }
    }
}
