import Foundation
import Formwork
import FormworkGalleryForms
import FormworkGalleryTerminal
import Testing
@testable import FormworkTerminal

/// Eureka's custom cells, ported, in the terminal: each custom row is drawn by the
/// presenter registered for its type, and the cell callbacks colour its rows.
@Suite struct GalleryEurekaCellsTests {
    private func cellsPage() throws -> Form {
        try #require(GalleryForms.all.first { $0.name == "cells" }).make()
    }

    @Test func theWeekDayRowIsDrawnByItsPresenterAndTakesSpace() throws {
        let form = try cellsPage()
        var screen = FormHarness(form, width: 100, height: 30, presenters: GalleryTerminal.presenters)
        #expect(screen.focusedLine?.hasSuffix("●Mon ○Tue ●Wed ○Thu ●Fri ○Sat ○Sun") == true, "\(screen.lines)")
        screen.press(.right)
        screen.press(.character(" "))
        #expect(form.rowBy(tag: "days")?.baseValue as? Set<WeekDay> == [.Monday, .Tuesday, .Wednesday, .Friday])
    }

    @Test func theFloatLabelShowsItsTitleInTheEmptyFieldAndImageChecksShowSquares() throws {
        let form = try cellsPage()
        var screen = FormHarness(form, width: 100, height: 30, presenters: GalleryTerminal.presenters)
        let float = try #require(screen.line(containing: "Float Label Row"))
        // The title is at the left and, dimmed, in the empty field at the right.
        #expect(float.components(separatedBy: "Float Label Row, type something to see..").count == 3)
        #expect(screen.line(containing: "Arctic")?.hasSuffix("□") == true)
        // Tab to the float label, type, and the field shows the text.
        screen.press(.tab)
        screen.type("Hello")
        #expect(screen.focusedLine?.hasSuffix("Hello") == true)
        screen.press(.tab)
        screen.press(.character(" "))
        #expect(screen.line(containing: "Arctic")?.hasSuffix("▣") == true)
        #expect(form.values()["oceans"] as? [String] == ["Arctic"])
    }

    @Test func cellCallbacksColourTheTitleOfAnInvalidRow() throws {
        let form = try cellsPage()
        let email = try #require(form.rowBy(tag: "email"))
        _ = email.takeInput(.text("not an email"))
        email.didEndEditing()
        _ = email.validate()
        let screen = FormHarness(form, width: 100, height: 40, presenters: GalleryTerminal.presenters)
        let line = try #require(screen.lines.firstIndex { $0.contains("Email Rule") })
        #expect(screen.buffer.cell(row: line, column: 2).style.foreground == TerminalPalette().invalid.foreground)
    }
}
