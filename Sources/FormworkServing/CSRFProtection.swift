#if Hummingbird || Vapor
import Crypto
import Foundation

/// Stateless protection against cross-site request forgery.
///
/// Each browser gets a random identifier in a cookie. A page's form carries a token:
/// a time stamp and an HMAC-SHA256, under the server's secret, of the identifier
/// and the time stamp. A post is accepted when its token is younger than
/// ``maximumAge`` and signs the identifier in its cookie (compared in constant
/// time), and when its `Origin` and `Sec-Fetch-Site` headers, if sent, say it comes
/// from the same site. Nothing is stored on the server: every instance that shares
/// the secret accepts the pages of every other.
public struct CSRFProtection: Sendable {
    /// The name of the hidden field that carries the token.
    public var fieldName = "fw-csrf"
    /// The name of the cookie that carries the browser's identifier.
    public var cookieName = "fw_csrf"
    /// How long a page's token stays valid: 12 hours unless set.
    public var maximumAge: TimeInterval = 12 * 3600
    /// Whether the cookie is sent only over HTTPS. Set it when the site is served
    /// over HTTPS (it is off so that `http://127.0.0.1` works while developing);
    /// the cookie's name then takes the `__Host-` prefix, so that neither plain
    /// HTTP nor another subdomain can set it.
    public var secureCookie = false

    /// Origins, besides the request's own host, whose posts are taken as coming
    /// from this site, written as a browser sends them in `Origin`:
    /// `https://example.com`, `http://localhost:3000`. Set them when a proxy in
    /// front of the server changes the `Host` the server sees, or when pages of
    /// another origin of your site post here. Their posts still need a valid token.
    /// An entry that is not an origin (no scheme, or a path) never matches: check
    /// configuration with ``isOrigin(_:)``.
    public var trustedOrigins: Set<String> = [] {
        // `null` (sent by sandboxed pages and some redirects) is never trusted.
        didSet { normalizedTrustedOrigins = Set(trustedOrigins.map(Self.normalizedOrigin)).subtracting(["null", ""]) }
    }
    private var normalizedTrustedOrigins: Set<String> = []

    /// The name the cookie is sent and read under: ``cookieName``, with the
    /// `__Host-` prefix when ``secureCookie`` is set.
    public var cookieNameInUse: String { secureCookie ? "__Host-" + cookieName : cookieName }

    /// An HMAC set up with the key, copied for each signature: setting one up from
    /// the key (two blocks of hashing and a few arrays) is done once, not for
    /// every page and post.
    private let signer: HMAC<SHA256>
    /// Signers of earlier secrets, whose tokens are still taken while pages made
    /// under them may be open.
    private let previousSigners: [HMAC<SHA256>]

    /// The fewest bytes a secret may have: a shorter one could be guessed, and with
    /// it every token forged.
    public static let minimumSecretBytes = 16

    /// Protection under a secret shared by every server instance: at least
    /// ``minimumSecretBytes`` bytes, from configuration, never from a request. A
    /// shorter one is a mistake in the server's set-up and stops the program
    /// with a message that says so; check ``isStrongEnough(_:)`` first to report it
    /// your own way.
    ///
    /// To change the secret without refusing the pages people have open, give the
    /// old one in `previousSecrets` for a while (as long as ``maximumAge``): tokens
    /// are signed with `secret`, and tokens signed with any of them are taken.
    public init(secret: String, previousSecrets: [String] = []) {
        for candidate in [secret] + previousSecrets where !Self.isStrongEnough(candidate) {
            fatalError("The CSRF secret has \(candidate.utf8.count) bytes; it needs at least \(Self.minimumSecretBytes).")
        }
        signer = HMAC(key: Self.key(for: secret))
        previousSigners = previousSecrets.map { HMAC(key: Self.key(for: $0)) }
    }

    /// The signature of `message` by `signer`.
    private static func signature(of message: [UInt8], by signer: HMAC<SHA256>) -> HMAC<SHA256>.MAC {
        var authenticator = signer
        message.withUnsafeBytes { authenticator.update(data: $0) }
        return authenticator.finalize()
    }

    private static func key(for secret: String) -> SymmetricKey {
        SymmetricKey(data: SHA256.hash(data: Data(("formwork-csrf:" + secret).utf8)))
    }

    /// Whether `secret` is long enough to sign tokens with.
    public static func isStrongEnough(_ secret: String) -> Bool {
        secret.utf8.count >= minimumSecretBytes
    }

    /// Whether `text` is an origin as a browser sends it in `Origin`, and so can be
    /// one of ``trustedOrigins``: `http` or `https`, a host, an optional port, and
    /// nothing after it (a trailing slash aside).
    public static func isOrigin(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return false }
        return (url.path.isEmpty || url.path == "/") && url.query == nil && url.fragment == nil
            && url.user == nil && url.password == nil
    }

    /// A new random browser identifier, for the cookie.
    public static func newBrowserIdentifier() -> String {
        // Sixteen bytes in one draw (Crypto's key generation, on the system's
        // generator): each draw asks the kernel, and every page for a new browser
        // makes an identifier.
        let key = SymmetricKey(size: .bits128)
        return key.withUnsafeBytes { Base64URL.encode(Array($0)) }
    }

    /// The token for a page shown to the browser with `browser` as identifier.
    public func token(browser: String, at date: Date = Date()) -> String {
        let stamp = UInt64(max(0, date.timeIntervalSince1970))
        let stampBytes = (0..<8).map { UInt8(truncatingIfNeeded: stamp >> (56 - 8 * $0)) }
        let mac = Self.signature(of: message(browser, stampBytes), by: signer)
        return Base64URL.encode(stampBytes + Array(mac))
    }

    /// What a token sent with a post is worth.
    public enum TokenCheck: Sendable, Hashable {
        /// Made for this browser by a server with the secret, and young enough.
        case valid
        /// Made for this browser by a server with the secret, but older than
        /// ``CSRFProtection/maximumAge``: a page left open too long. What it
        /// carries can be shown again, for the person to send once more.
        case expired
        /// Missing, malformed, made for another browser or under another secret:
        /// nothing it carries is looked at.
        case invalid
    }

    /// Whether `token` was made for `browser` by a server with the same secret, no
    /// longer ago than ``maximumAge`` (and not in the future, beyond a few minutes
    /// of clock difference between servers).
    public func isValid(token: String, browser: String, at date: Date = Date()) -> Bool {
        check(token: token, browser: browser, at: date) == .valid
    }

    /// What `token` is worth for a post from `browser`: valid, genuine but expired,
    /// or invalid. The signature is checked in constant time.
    public func check(token: String, browser: String, at date: Date = Date()) -> TokenCheck {
        guard !browser.isEmpty, browser.utf8.count <= 200, let bytes = Base64URL.decode(token), bytes.count == 8 + 32 else {
            return .invalid
        }
        let stampBytes = Array(bytes[0..<8])
        guard isSigned(message(browser, stampBytes), by: Array(bytes[8...])) else { return .invalid }
        let stamp = stampBytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let now = date.timeIntervalSince1970
        guard Double(stamp) <= now + 300 else { return .invalid }
        return now - Double(stamp) <= maximumAge ? .valid : .expired
    }

    /// Whether a request's `Sec-Fetch-Site` and `Origin` headers, when sent, say it
    /// comes from this site. An origin in ``trustedOrigins`` is accepted whatever
    /// `Sec-Fetch-Site` says.
    ///
    /// - Parameters:
    ///   - origin: the request's `Origin`, nil when it sent none.
    ///   - fetchSite: its `Sec-Fetch-Site`, nil when it sent none.
    ///   - host: the host (and port) the request was sent to.
    public func isSameSite(origin: String?, fetchSite: String?, host: String?) -> Bool {
        if !normalizedTrustedOrigins.isEmpty, let origin, normalizedTrustedOrigins.contains(Self.normalizedOrigin(origin)) {
            return true
        }
        if let site = fetchSite?.lowercased(), site != "same-origin", site != "none" {
            return false
        }
        if let origin {
            guard origin != "null", let host, let url = URL(string: origin), let originHost = url.host else { return false }
            let originAuthority = url.port.map { originHost + ":" + String($0) } ?? originHost
            return originAuthority.lowercased() == host.lowercased()
                || (url.port == nil && host.lowercased() == originHost.lowercased() + ":" + (url.scheme == "https" ? "443" : "80"))
        }
        return true
    }

    /// An origin as compared: lower case, without a trailing slash, and without
    /// the port its scheme implies.
    package static func normalizedOrigin(_ origin: String) -> String {
        var text = origin.lowercased()
        while text.hasSuffix("/") { text.removeLast() }
        for (scheme, port) in [("https://", ":443"), ("http://", ":80")] where text.hasPrefix(scheme) && text.hasSuffix(port) {
            text.removeLast(port.count)
        }
        return text
    }

    /// Whether `mac` signs `message` under the secret or a previous one, compared
    /// in constant time.
    private func isSigned(_ message: [UInt8], by mac: [UInt8]) -> Bool {
        // Compared in constant time (the MAC's own `==`).
        if Self.signature(of: message, by: signer) == mac { return true }
        return previousSigners.contains { Self.signature(of: message, by: $0) == mac }
    }

    private func message(_ browser: String, _ stamp: [UInt8]) -> [UInt8] {
        Array(browser.utf8) + [0] + stamp
    }

    // MARK: What a page showed

    /// A page's repeating-group item counts as they are signed: `<id>=<count>,…`,
    /// by identifier.
    package static func itemCountsText(_ counts: [String: Int]) -> String {
        counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    }

    /// Counts written by ``itemCountsText(_:)``, signed for the browser the page is
    /// sent to: `<signature>.<id>=<count>,…`. A post brings it back, and its groups
    /// may grow to these counts and no further.
    package func signedItemCounts(text: String, browser: String) -> String {
        let mac = Self.signature(of: itemCountsMessage(text, browser), by: signer)
        return Base64URL.encode(Array(mac)) + "." + text
    }

    /// The counts a signed value holds, when it was signed for `browser` under the
    /// secret (or a previous one); nil for anything else.
    package func itemCounts(fromSigned value: String, browser: String) -> [String: Int]? {
        guard value.utf8.count <= 64 * 1024, let dot = value.firstIndex(of: "."),
              let signature = Base64URL.decode(String(value[..<dot])), signature.count == 32 else { return nil }
        let text = String(value[value.index(after: dot)...])
        let message = itemCountsMessage(text, browser)
        guard isSigned(message, by: signature) else { return nil }
        var counts: [String: Int] = [:]
        for entry in text.split(separator: ",") {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let count = Int(parts[1]), count >= 0 else { return nil }
            counts[String(parts[0])] = count
        }
        return counts
    }

    private func itemCountsMessage(_ text: String, _ browser: String) -> [UInt8] {
        Array("items".utf8) + [0] + Array(browser.utf8) + [0] + Array(text.utf8)
    }
}
#endif
