import Formwork
import FormworkGalleryForms
import FormworkTerminal

/// The gallery's terminal presenters: the built-in ones, and one for each custom row
/// kind of the gallery, drawn and asked in plain mode by their own presenters.
package enum GalleryTerminal {
    package static var presenters: TerminalPresenters {
        var presenters = TerminalPresenters()
        presenters.register(WeekDayTerminalPresenter(), for: .weekDays)
        presenters.register(CountedTextTerminalPresenter(), for: .countedText)
        // Rows ported from Eureka's example app, by type: their cells became these.
        presenters.register(WeekDayTerminalPresenter(), forRowType: WeekDayRow.self)
        presenters.register(FloatLabelTerminalPresenter(), forRowType: TextFloatLabelRow.self)
        presenters.register(ImageCheckTerminalPresenter(), forRowType: ImageCheckRow<String>.self)
        return presenters
    }
}
