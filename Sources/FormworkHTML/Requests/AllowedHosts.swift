/// The host names a server answers for, checked against each request's `Host`
/// (Django's `ALLOWED_HOSTS`).
///
/// A browser sends the name it looked up, so a page at `http://evil.example` whose
/// name an attacker points at `127.0.0.1` (DNS rebinding) reaches a server on
/// loopback with `Host: evil.example`, and its own `Origin` too. Answering only for
/// the names the server is meant to have closes that door: every other name gets 400.
///
/// Entries are host names or IP addresses, compared without the port and without
/// case: `forms.example.com`, `127.0.0.1`, `::1`. An entry starting with a dot
/// (`.example.com`) allows that domain and every name under it; `*` allows any
/// host (for a server behind a proxy that checks names itself).
///
/// ```swift
/// var hosts = AllowedHosts.loopback
/// hosts.insert("forms.example.com")
/// hosts.allows(authority: "forms.example.com:8080")   // true
/// hosts.allows(authority: "evil.example")             // false
/// ```
public struct AllowedHosts: Sendable, Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The entries, in lower case, IPv6 addresses without brackets.
    public private(set) var entries: Set<String>

    /// The names of this machine's loopback interface: `localhost`, `127.0.0.1` and
    /// `::1`. The default of a server bound to loopback. Names under `localhost`
    /// (`app.localhost`) are left out: a resolver that sends them on to the
    /// network would hand them to whoever answers there; add `.localhost` when you
    /// use them.
    public static let loopback: AllowedHosts = ["localhost", "127.0.0.1", "::1"]

    /// Every host: only for a server behind a proxy that checks the name itself.
    public static let any: AllowedHosts = ["*"]

    /// The hosts `entries` name.
    public init(_ entries: some Sequence<String>) {
        self.entries = Set(entries.map(Self.normalizedEntry))
    }

    /// The hosts a literal lists: `["forms.example.com", ".example.org"]`.
    public init(arrayLiteral entries: String...) {
        self.init(entries)
    }

    /// Adds a host name, IP address, `.domain` or `*`.
    public mutating func insert(_ entry: String) {
        entries.insert(Self.normalizedEntry(entry))
    }

    /// Adds every entry of `other`.
    public mutating func formUnion(_ other: AllowedHosts) {
        entries.formUnion(other.entries)
    }

    /// Whether a request with this `Host` (a host and an optional port, an IPv6
    /// address in brackets) is answered. A missing, empty or malformed one is not.
    public func allows(authority: String?) -> Bool {
        guard let authority, let host = Self.host(ofAuthority: authority) else { return false }
        if entries.contains("*") || entries.contains(host) { return true }
        for entry in entries where entry.hasPrefix(".") {
            if host == entry.dropFirst() || host.hasSuffix(entry) { return true }
        }
        return false
    }

    /// Whether `text` can be an entry: a host name, an IP address, `.domain` or `*`.
    public static func isEntry(_ text: String) -> Bool {
        let entry = normalizedEntry(text)
        if entry == "*" { return true }
        let name = entry.hasPrefix(".") ? String(entry.dropFirst()) : entry
        return !name.isEmpty && (isHostName(name) || isIPv6(name))
    }

    /// The entries, sorted, separated by commas.
    public var description: String { entries.sorted().joined(separator: ", ") }

    /// The host of an authority, in lower case and without a final dot; nil when it
    /// is not `host`, `host:port`, `[ipv6]` or `[ipv6]:port`.
    static func host(ofAuthority authority: String) -> String? {
        guard !authority.isEmpty, authority.utf8.count <= 300 else { return nil }
        var host: Substring
        var port: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let rest = authority[authority.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                port = rest.dropFirst()
            }
            guard isIPv6(host) else { return nil }
        } else {
            let parts = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            host = parts[0]
            port = parts.count == 2 ? parts[1] : nil
            if host.hasSuffix(".") { host = host.dropLast() }
            guard isHostName(host) else { return nil }
        }
        if let port {
            guard !port.isEmpty, port.count <= 5, port.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        }
        return host.lowercased()
    }

    /// Letters, digits, `-` and `_` in dot-separated labels (IPv4 addresses are such
    /// names too).
    private static func isHostName(_ text: some StringProtocol) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 253 else { return false }
        return text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            !label.isEmpty && label.utf8.count <= 63 && label.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D || byte == 0x5F
            }
        }
    }

    /// Hexadecimal digits, colons and dots (an IPv4 tail), with at least two colons.
    private static func isIPv6(_ text: some StringProtocol) -> Bool {
        guard text.utf8.count <= 45, text.utf8.filter({ $0 == 0x3A }).count >= 2 else { return false }
        return text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66) || byte == 0x3A || byte == 0x2E
        }
    }

    private static func normalizedEntry(_ entry: String) -> String {
        var text = entry.lowercased()
        if text.hasPrefix("[") && text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if text.count > 1 && text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
