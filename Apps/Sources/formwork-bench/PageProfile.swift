import Formwork
import FormworkGalleryForms
import FormworkHTML

/// The gallery's account page drawn as its route draws it (a form from the
/// template, a token and signed counts as hidden fields, the navigation), without
/// the server around it: for profiling what a GET of the page costs in Formwork
/// (`PROFILE_LOOPS=n PROFILE_PATH=page formwork-bench html`).
enum PageProfile {
    static let template = try? FormTemplate { GalleryForms.account() }

    static func render() -> Int {
        guard let template else { return 0 }
        var page = HTMLPage()
        page.navigation = [(title: "Gallery", href: "/")]
        var options = HTMLFormOptions()
        options.hiddenFields = [("fw-csrf", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"), ("fw-items", "signature.phones=0")]
        let form = template.makeForm()
        _ = form.repeatingGroupItemCounts
        return page.render(form, renderer: HTMLBenchmark.renderer, options: options).count
    }
}
