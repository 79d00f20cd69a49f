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
        // Read on the bytes in place: every request's host is checked.
        var authority = authority
        return authority.withUTF8 { bytes -> String? in
            let count = bytes.count
            var hostStart = 0
            var hostEnd: Int
            var portStart: Int?
            if bytes[0] == UInt8(ascii: "[") {
                guard let close = bytes.firstIndex(of: UInt8(ascii: "]")) else { return nil }
                hostStart = 1
                hostEnd = close
                if close + 1 < count {
                    guard bytes[close + 1] == UInt8(ascii: ":") else { return nil }
                    portStart = close + 2
                }
                guard isIPv6(UnsafeBufferPointer(rebasing: bytes[hostStart..<hostEnd])) else { return nil }
            } else {
                let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
                hostEnd = colon ?? count
                portStart = colon.map { $0 + 1 }
                if hostEnd > 0, bytes[hostEnd - 1] == UInt8(ascii: ".") { hostEnd -= 1 }
                guard isHostName(UnsafeBufferPointer(rebasing: bytes[0..<hostEnd])) else { return nil }
            }
            if let portStart {
                let port = bytes[portStart...]
                guard !port.isEmpty, port.count <= 5, port.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            }
            // Only ASCII gets this far: lowercase it byte by byte.
            return String(decoding: bytes[hostStart..<hostEnd].lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
    }

    private static func isHostName(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isHostName($0) }
    }

    private static func isIPv6(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isIPv6($0) }
    }

    private static func isHostName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty, bytes.count <= 253 else { return false }
        var labelLength = 0
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard labelLength > 0 else { return false }
                labelLength = 0
                continue
            }
            let allowed = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D || byte == 0x5F
            guard allowed else { return false }
            labelLength += 1
            guard labelLength <= 63 else { return false }
        }
        return labelLength > 0
    }

    private static func isIPv6(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count <= 45 else { return false }
        var colons = 0
        for byte in bytes {
            if byte == 0x3A { colons += 1; continue }
            let allowed = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66) || byte == 0x2E
            guard allowed else { return false }
        }
        return colons >= 2
    }

    private static func normalizedEntry(_ entry: String) -> String {
        var text = entry.lowercased()
        if text.hasPrefix("[") && text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if text.count > 1 && text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
