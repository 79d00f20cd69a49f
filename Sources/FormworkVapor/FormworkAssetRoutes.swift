#if Vapor
import Foundation
import Formwork
import FormworkHTML
import Vapor

extension RoutesBuilder {
    /// Serves Formwork's stylesheet, script and theme stylesheets under `path`
    /// (`/formwork` unless set), where `HTMLPage` links them. The stylesheet and
    /// script are versioned by their hash, so they are cached for a year.
    public func addFormworkAssets(at path: String = "/formwork") {
        let forever: HTTPHeaders = ["Cache-Control": "public, max-age=31536000, immutable"]
        let base = path.pathComponents
        get(base + ["formwork.css"]) { _ async -> Response in
            SecurityHeaders.response(ByteBuffer(bytes: HTMLAssets.stylesheet), status: .ok,
                                     contentType: "text/css; charset=utf-8", extra: forever)
        }
        get(base + ["formwork.js"]) { _ async -> Response in
            SecurityHeaders.response(ByteBuffer(bytes: HTMLAssets.script), status: .ok,
                                     contentType: "text/javascript; charset=utf-8", extra: forever)
        }
        get(base + ["theme.css"]) { request async -> Response in
            let items = URLComponents(string: "?" + (request.url.query ?? ""))?.queryItems ?? []
            let pairs = items.map { (name: $0.name, value: $0.value ?? "") }
            let css = ThemeCSS.stylesheet(for: ThemeCSS.theme(fromQuery: pairs))
            return SecurityHeaders.response(ByteBuffer(string: css), status: .ok, contentType: "text/css; charset=utf-8",
                                            extra: ["Cache-Control": "public, max-age=86400"])
        }
    }
}
#endif
