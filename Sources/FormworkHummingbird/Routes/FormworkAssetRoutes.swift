#if Hummingbird
import Formwork
import FormworkHTML
import Hummingbird

extension Router {
    /// Serves Formwork's stylesheet, script and theme stylesheets under `path`
    /// (`/formwork` unless set), where `HTMLPage` links them. The stylesheet and
    /// script are versioned by their hash, so they are cached for a year.
    @discardableResult
    public func addFormworkAssets(at path: String = "/formwork") -> Self {
        let forever: HTTPFields = [.cacheControl: "public, max-age=31536000, immutable"]
        get(RouterPath(path + "/formwork.css")) { _, _ in
            SecurityHeaders.response(HTMLAssets.stylesheet, contentType: "text/css; charset=utf-8", extra: forever)
        }
        get(RouterPath(path + "/formwork.js")) { _, _ in
            SecurityHeaders.response(HTMLAssets.script, contentType: "text/javascript; charset=utf-8", extra: forever)
        }
        get(RouterPath(path + "/theme.css")) { request, _ in
            let pairs = request.uri.queryParameters.map { (name: String($0.key), value: String($0.value)) }
            let css = ThemeCSS.stylesheet(for: ThemeCSS.theme(fromQuery: pairs))
            return SecurityHeaders.response(Array(css.utf8), contentType: "text/css; charset=utf-8",
                                            extra: [.cacheControl: "public, max-age=86400"])
        }
        return self
    }
}
#endif
