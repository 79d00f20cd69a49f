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
        return renderer
    }()
}
