import Formwork
import FormworkGalleryForms
import FormworkHTML

/// The renderer every page of the gallery draws its form with: the built-in
/// presenters, and those of the gallery's custom rows, registered here once.
package enum GalleryRenderer {
    package static let shared: HTMLFormRenderer = {
        var renderer = HTMLFormRenderer()
        renderer.presenters.register(WeekDayPresenter(), for: .weekDays)
        renderer.presenters.register(CountedTextPresenter(), for: .countedText)
        // Rows ported from Eureka's example app, by type: their cells became these.
        renderer.presenters.register(WeekDayPresenter(), forRowType: WeekDayRow.self)
        renderer.presenters.register(FloatLabelPresenter(), forRowType: TextFloatLabelRow.self)
        renderer.presenters.register(ImageCheckPresenter(), forChoiceRowType: ImageCheckRow<String>.self)
        return renderer
    }()
}
