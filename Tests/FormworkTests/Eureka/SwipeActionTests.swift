import Formwork
import Testing

@Suite("Row actions (swipe actions)")
struct SwipeActionTests {
    /// A section of three rows, each with a trailing action that removes it and a
    /// leading one that marks it.
    private func form(marks: Marks) -> Form {
        let form = Form()
        let section = Section("Rows")
        form +++ section
        for name in ["a", "b", "c"] {
            section <<< TextRow(name) {
                $0.title = name.uppercased()
                $0.trailingSwipe.actions = [SwipeAction(style: .destructive, title: "Delete") { _, row, done in
                    if let section = row.section, let index = section.firstIndex(where: { $0 === row }) { section.remove(at: index) }
                    done?(true)
                }]
                $0.leadingSwipe.actions = [SwipeAction(style: .normal, title: "Mark") { action, row, done in
                    marks.seen.append("\(action.title ?? "") \(row.tag ?? "")")
                    done?(true)
                }]
                $0.trailingSwipe.performsFirstActionWithFullSwipe = true
            }
        }
        return form
    }

    final class Marks { var seen: [String] = [] }

    @Test func actionsAreLeadingThenTrailingAndRunWithTheirRow() throws {
        let marks = Marks()
        let form = form(marks: marks)
        let b = try #require(form.rowBy(tag: "b"))
        #expect(b.rowActions.map(\.title) == ["Mark", "Delete"])
        #expect(b.rowActions.map(\.style) == [.normal, .destructive])
        #expect(b.trailingSwipe.performsFirstActionWithFullSwipe)
        #expect(b.performRowAction(at: 0))
        #expect(marks.seen == ["Mark b"])
        #expect(b.performRowAction(at: 1))
        #expect(form.allRows.map(\.tag) == ["a", "c"])
    }

    @Test func aDisabledOrHiddenRowOrAnIndexItHasNotRefuses() throws {
        let marks = Marks()
        let form = form(marks: marks)
        let a = try #require(form.rowBy(tag: "a")), c = try #require(form.rowBy(tag: "c"))
        a.disabled = true
        c.hidden = true
        #expect(!a.performRowAction(at: 0))
        #expect(!c.performRowAction(at: 0))
        #expect(try !#require(form.rowBy(tag: "b")).performRowAction(at: 2))
        #expect(try !#require(form.rowBy(tag: "b")).performRowAction(at: -1))
        #expect(marks.seen.isEmpty)
        #expect(TextRow("none").rowActions.isEmpty)
    }

    @Test func eachFormOfATemplateActsOnItsOwnRows() throws {
        let marks = Marks()
        let template = try FormTemplate { form(marks: marks) }
        let one = template.makeForm(), two = template.makeForm()
        #expect(try #require(one.rowBy(tag: "a")).performRowAction(at: 1))
        #expect(one.allRows.map(\.tag) == ["b", "c"])
        #expect(two.allRows.map(\.tag) == ["a", "b", "c"])
    }
}
