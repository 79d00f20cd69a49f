import Foundation
import Formwork
import FormworkHTML
import Testing

@Suite("HTML rendering of a row's cell")
struct CellRenderTests {
    private func row(_ id: String, in page: String) throws -> Substring {
        let start = try #require(page.range(of: "data-row=\"\(id)\""))
        let open = try #require(page[..<start.lowerBound].range(of: "<div", options: .backwards))
        let end = try #require(page[start.upperBound...].range(of: "</div>"))
        return page[open.lowerBound..<end.upperBound]
    }

    @Test func classesColoursAndStateGoOnTheRowEscaped() throws {
        let form = Form()
        form +++ Section()
            <<< CheckRow("agree") { $0.title = "Agree"; $0.value = true }
                .cellSetup { cell, _ in cell.classes = ["wide", "\"><script>"] }
                .cellUpdate { cell, row in cell.style = CellStyle(textColor: row.value == true ? .valid : .invalid, tintColor: .accent) }
            <<< TextRow("plain") { $0.title = "Plain" }
        let page = HTMLFormRenderer().render(form).string
        let agree = try row("agree", in: page)
        #expect(agree.hasPrefix(#"<div class="fw-row fw-kind-check wide &quot;&gt;&lt;script&gt; fw-text-valid fw-tint-accent fw-selected" data-row="agree">"#))
        #expect(!page.contains("<script>"))
        let plain = try row("plain", in: page)
        #expect(plain.hasPrefix(#"<div class="fw-row fw-kind-text" data-row="plain">"#))
    }

    @Test func theAccessibilityLabelAndAttributesGoOnTheControlFiltered() throws {
        let form = Form()
        form +++ Section()
            <<< TextRow("name") { $0.title = "Name" }
                .cellSetup { cell, _ in
                    cell.attributes = ["data-track": "name", "onfocus": "alert(1)", "style": "color:red", "aria-label": "old"]
                    cell.accessibilityLabel = "Your full name"
                }
        let page = HTMLFormRenderer().render(form).string
        let name = try row("name", in: page)
        #expect(name.contains(#" data-track="name""#))
        #expect(name.contains(#" aria-label="Your full name""#))
        #expect(!name.contains("old"))
        #expect(!name.contains("onfocus"))
        #expect(!name.contains("style="))
    }

    @Test func aTemplatesRowWithACellIsDrawnFromItselfEachPage() throws {
        let template = try FormTemplate {
            let form = Form()
            form +++ Section() <<< IntRow("age") { $0.title = "Age"; $0.add(rule: RuleGreaterThan(min: 17)) }
                .cellUpdate { cell, row in cell.style.textColor = row.isValid ? nil : .invalid }
                <<< TextRow("other") { $0.title = "Other" }
            return form
        }
        let renderer = HTMLFormRenderer()
        let fresh = template.makeForm()
        #expect(try !row("age", in: renderer.render(fresh).string).contains("fw-text-invalid"))
        let young = template.makeForm()
        young.setValues(["age": 12])
        _ = young.validate()
        #expect(try row("age", in: renderer.render(young).string).contains("fw-text-invalid"))
        // The form drawn first was not changed by the second.
        #expect(try !row("age", in: renderer.render(fresh).string).contains("fw-text-invalid"))
    }

    @Test func theStylesheetColoursEachRoleFromTheTheme() {
        let css = String(decoding: HTMLAssets.stylesheet, as: UTF8.self)
        for role in ThemeRole.allCases {
            #expect(css.contains(".fw-text-\(role.rawValue) .fw-label"))
            #expect(css.contains(".fw-tint-\(role.rawValue) .fw-input"))
            #expect(css.contains("var(--fw-\(role.rawValue))"))
        }
    }
}
