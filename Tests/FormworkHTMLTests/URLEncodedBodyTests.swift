import Formwork
import FormworkHTML
import Testing

@Suite("Request decoding: urlencoded bodies")
struct URLEncodedBodyTests {
    func decode(_ text: String, limits: BodyLimits = BodyLimits()) throws(FormBodyError) -> [String] {
        try URLEncodedBody.decode(Array(text.utf8), limits: limits).map { "\($0.name)=\($0.value)" }
    }

    @Test func pairsComeInOrderWithRepeatedNamesKept() throws {
        #expect(try decode("a=1&b=2&a=3") == ["a=1", "b=2", "a=3"])
        #expect(try decode("") == [])
        #expect(try decode("&&a=1&") == ["a=1"], "empty pieces are skipped")
        #expect(try decode("flag") == ["flag="], "a name without = has an empty value")
        #expect(try decode("a=") == ["a="])
        #expect(try decode("=x") == ["=x"])
        #expect(try decode("a=1=2") == ["a=1=2"], "only the first = separates")
    }

    @Test func plusAndPercentEscapesDecodeToUTF8() throws {
        #expect(try decode("q=a+b%2Bc%26d%3D") == ["q=a b+c&d="])
        #expect(try decode("name=Zo%C3%AB&city=%E6%9D%B1%E4%BA%AC") == ["name=Zoë", "city=東京"])
        #expect(try decode("e=%F0%9F%8E%89") == ["e=🎉"])
        #expect(try decode("k%2Ey=1") == ["k.y=1"])
    }

    @Test(arguments: ["a=%", "a=%4", "a=%G1", "a=%4x", "%=1", "a=100%"])
    func brokenEscapesAreMalformed(_ body: String) {
        #expect(throws: FormBodyError.self) { try decode(body) }
        do { _ = try decode(body) } catch { #expect(error.code == .malformed); #expect(error.status == 400) }
    }

    @Test func utf8SentRawOrEscapedIsKeptAsSent() throws {
        let raw = try URLEncodedBody.decode(Array("caf\u{E9}=na\u{EF}ve+&x=\u{1F600}".utf8))
        #expect(raw.map(\.name) == ["caf\u{E9}", "x"])
        #expect(raw.map(\.value) == ["na\u{EF}ve ", "\u{1F600}"])
        // A replacement character someone really typed is text, not a repair.
        let replacement = try URLEncodedBody.decode(Array("a=%EF%BF%BD&b=\u{FFFD}".utf8))
        #expect(replacement.map(\.value) == ["\u{FFFD}", "\u{FFFD}"])
    }

    /// A name and its value are told apart in one pass: each is decoded and checked
    /// by what it holds, not by what the other holds.
    @Test func aNameAndItsValueAreDecodedEachByItsOwnBytes() throws {
        let mixed = try URLEncodedBody.decode(Array("%41%C3%A9=caf\u{E9}&plain=a%20b+c&caf\u{E9}=x=y&%3D=%26".utf8))
        #expect(mixed.map(\.name) == ["A\u{E9}", "plain", "caf\u{E9}", "="])
        #expect(mixed.map(\.value) == ["caf\u{E9}", "a b c", "x=y", "&"])
        for bytes: [UInt8] in [[0xFF, 0x3D, 0x61], [0x61, 0x3D, 0x62, 0xC3], [0x61, 0x2B, 0xFF, 0x3D, 0x62]] {
            #expect(throws: FormBodyError.self, "\(bytes)") { _ = try URLEncodedBody.decode(bytes) }
        }
    }

    @Test func bytesThatAreNotUTF8AreMalformed() {
        for body in ["a=%FF", "a=%C3", "a=%ED%A0%80", "a=%C0%AF"] {
            do {
                _ = try decode(body)
                Issue.record("\(body) decoded")
            } catch {
                #expect(error.code == .malformed, "\(body)")
            }
        }
        do {
            _ = try URLEncodedBody.decode([0x61, 0x3D, 0xFF])
            Issue.record("a raw byte that is not UTF-8 decoded")
        } catch {
            #expect(error.code == .malformed)
        }
    }

    @Test func limitsRefuseWithTheirStatus() throws {
        var limits = BodyLimits()
        limits.maximumBodyBytes = 10
        do { _ = try decode("a=12345678901", limits: limits); Issue.record("too large") } catch {
            #expect(error.code == .bodyTooLarge)
            #expect(error.status == 413)
        }
        limits = BodyLimits()
        limits.maximumFieldCount = 3
        #expect(try decode("a=1&b=2&c=3", limits: limits).count == 3)
        do { _ = try decode("a=1&b=2&c=3&d=4", limits: limits); Issue.record("too many") } catch {
            #expect(error.code == .tooManyFields)
            #expect(error.status == 400)
        }
        limits = BodyLimits()
        limits.maximumFieldBytes = 8
        #expect(try decode("abc=12345", limits: limits) == ["abc=12345"])
        do { _ = try decode("abc=123456", limits: limits); Issue.record("too long") } catch {
            #expect(error.code == .fieldTooLong)
        }
        do { _ = try decode("a=%41%41%41%41%41%41%41%41%41", limits: limits); Issue.record("too long once decoded") } catch {
            #expect(error.code == .fieldTooLong)
        }
    }

    @Test func fieldsAtTheLimitDecodeWhollyWhereverTheyStand() throws {
        var limits = BodyLimits()
        limits.maximumFieldBytes = 8
        // Escaped, at the longest a field may be once decoded (8 bytes, 23 sent).
        let escaped = "%41%42=%43%44%45%46%47+"
        #expect(try decode(escaped, limits: limits) == ["AB=CDEFG "])
        #expect(try decode("&&" + escaped + "&x=%C3%A9&", limits: limits) == ["AB=CDEFG ", "x=é"])
        #expect(try decode("x=%C3%A9&" + escaped, limits: limits) == ["x=é", "AB=CDEFG "])
        // Empty pieces between `&`s are skipped, not counted as fields.
        limits.maximumFieldCount = 2
        #expect(try decode("&&&a=1&&b=+&&", limits: limits) == ["a=1", "b= "])
    }

    @Test func theThousandFieldWorkloadPassesTheDefaultLimits() throws {
        let body = (0..<1000).map { "f\(String(format: "%04d", $0))=value+\($0)" }.joined(separator: "&")
        let pairs = try URLEncodedBody.decode(Array(body.utf8))
        #expect(pairs.count == 1000)
        #expect(pairs[999].name == "f0999")
        #expect(pairs[999].value == "value 999")
    }

    @Test func randomBytesNeverCrashTheDecoder() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab=&%+2F0xZ".utf8) + [0xC3, 0xA9, 0xFF, 0x00]
        for _ in 0..<2000 {
            let length = Int.random(in: 0..<40, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            do {
                let pairs = try URLEncodedBody.decode(bytes)
                #expect(pairs.count <= bytes.count)
            } catch {
                #expect(error.code == .malformed, "\(bytes)")
            }
        }
    }
}
