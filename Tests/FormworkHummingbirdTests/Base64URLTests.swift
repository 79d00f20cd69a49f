#if Hummingbird
import Foundation
@testable import FormworkHummingbird
import Testing

/// Tokens, browser identifiers and signatures travel as unpadded base64 with the URL
/// alphabet, written on the bytes: it must say what Foundation's base64 says.
@Suite("CSRF protection: base64 with the URL alphabet")
struct Base64URLTests {
    /// Foundation's base64, in the URL alphabet, without padding.
    static func reference(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    @Test func everyLengthEncodesAsFoundationDoesAndDecodesBack() {
        var random = SystemRandomNumberGenerator()
        for length in 0...120 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
                let text = Base64URL.encode(bytes)
                #expect(text == Self.reference(bytes))
                if length <= 150 { #expect(Base64URL.decode(text) == bytes) }
            }
        }
        #expect(Base64URL.encode([0xFB, 0xFF]) == "-_8")
        #expect(Base64URL.decode("-_8") == [0xFB, 0xFF])
    }

    @Test func anythingButTheAlphabetOrAnImpossibleLengthIsRefused() {
        for bad in ["a+b_", "ab/c", "ab=c", "abc=", "a", "abcde", "ab c", "é", "ab\u{0}c", String(repeating: "A", count: 204)] {
            #expect(Base64URL.decode(bad) == nil, "\(bad.debugDescription)")
        }
        #expect(Base64URL.decode("") == [])
    }

    @Test func eachValueHasOneTextOnly() {
        // "QQ" is the byte "A"; "QR" sets a bit past it and is not a second spelling.
        #expect(Base64URL.decode("QQ") == [0x41])
        #expect(Base64URL.decode("QR") == nil)
        #expect(Base64URL.decode("QUI") == [0x41, 0x42])
        #expect(Base64URL.decode("QUJ") == nil)
    }
}
#endif
