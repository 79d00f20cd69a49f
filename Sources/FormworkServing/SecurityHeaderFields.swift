/// The headers every Formwork response carries, whatever the server: a
/// `Content-Security-Policy` that allows scripts, styles and form posts from the
/// site only (no inline script, no `eval`, no inline style), and no sniffing,
/// framing or leaking of addresses.
package enum SecurityHeaderFields {
    /// The policy: everything from the site itself, nothing inline.
    package static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; object-src 'none'; "
        + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    /// Every header, by name.
    package static let all: [(name: String, value: String)] = [
        ("Content-Security-Policy", contentSecurityPolicy),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "same-origin"),
        ("X-Frame-Options", "DENY"),
    ]
}
