@testable import FormworkHTML
import Testing

/// A request's host is read from its authority on the bytes; it must read every
/// authority as the reading on the text did.
@Suite("Requests: reading the host of an authority")
struct AllowedHostsParsingTests {
    /// How the host was read on the text before it was read on the bytes.
    static func readOnText(_ authority: String) -> String? {
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

    static func isHostName(_ text: some StringProtocol) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 253 else { return false }
        return text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            !label.isEmpty && label.utf8.count <= 63 && label.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D || byte == 0x5F
            }
        }
    }

    static func isIPv6(_ text: some StringProtocol) -> Bool {
        guard text.utf8.count <= 45, text.utf8.filter({ $0 == 0x3A }).count >= 2 else { return false }
        return text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66) || byte == 0x3A || byte == 0x2E
        }
    }

    @Test func everyAuthorityIsReadAsBefore() {
        let pieces = ["a", "Z", "example", "COM", ".", ":", "[", "]", "::", "1", "8080", "-", "_", " ", "é", "ff", "g",
                      "127.0.0.1", "localhost", "%", "@", "/", "\u{0}", String(repeating: "x", count: 64)]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<30_000 {
            let authority = (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(AllowedHosts.host(ofAuthority: authority) == Self.readOnText(authority), "\(authority.debugDescription)")
        }
        for authority in ["Forms.Example.COM:443", "[::1]:8080", "[::1]", "[FE80::1]", "localhost.", "a..b", ".a", "a:",
                          "a:123456", "[::1]x", String(repeating: "a", count: 253), String(repeating: "a", count: 254),
                          String(repeating: "a.", count: 150)] {
            #expect(AllowedHosts.host(ofAuthority: authority) == Self.readOnText(authority), "\(authority.debugDescription)")
        }
    }
}
