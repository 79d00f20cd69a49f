import Foundation
@testable import Formwork
import Testing

/// Counts how often a type's description is read.
final class DescriptionReads: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func record() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

struct CachedProfile: Codable, Equatable, FormDescribable {
    var displayName = ""
    var homepageURL: URL?
    var age = 0
    var plan: SmokePlan = .free

    static let reads = DescriptionReads()
    static var formDescription: FormDescription<CachedProfile> {
        reads.record()
        return FormDescription {
            $0.field(\.displayName) { $0.placeholder = "Ada" }
            $0.addRow(after: \.age) { ButtonRow("save") { $0.title = "Save" } }
        }
    }
}

struct NeverDescribed: Codable { var value = 0 }

@Suite("Forms from models: what is learnt once per type")
struct ModelLayoutCacheTests {
    @Test func aTypeIsLearntOnceAndEveryFormStillGetsItsOwnValuesAndRows() throws {
        var first = CachedProfile()
        first.displayName = "Ada"
        var second = CachedProfile()
        second.displayName = "Grace"
        second.age = 36
        let a = try Form(model: first)
        let readsAfterFirst = CachedProfile.reads.value
        let b = try Form(model: second)
        #expect(CachedProfile.reads.value == readsAfterFirst, "the description is read once per type")
        #expect(readsAfterFirst >= 1)
        #expect(a.allRows.map(\.tag) == ["displayName", "homepageURL", "age", "save", "plan"])
        #expect(b.allRows.map(\.tag) == a.allRows.map(\.tag))
        #expect(a.allRows.map(\.title) == b.allRows.map(\.title))
        #expect(a.rowBy(tag: "homepageURL")?.title == "Homepage URL")
        #expect(a.rowBy(tag: "save") !== b.rowBy(tag: "save"), "extra rows are made for each form")
        #expect(try a.decode(CachedProfile.self) == first)
        #expect(try b.decode(CachedProfile.self) == second)
    }

    @Test func aTypeThatIsNotAModelIsRefusedEveryTime() {
        // A failure is not remembered as a layout: the second attempt fails alike.
        #expect(throws: ModelFormError.self) { try Form(model: [1, 2, 3]) }
        #expect(throws: ModelFormError.self) { try Form(model: [1, 2, 3]) }
    }

    @Test func formsOfOneTypeMadeInParallelAreAlike() async throws {
        let forms = await withTaskGroup(of: [String].self) { group in
            for i in 0..<16 {
                group.addTask {
                    var model = NeverDescribed()
                    model.value = i
                    guard let form = try? Form(model: model) else { return [] }
                    return form.allRows.map { "\($0.tag ?? "")=\($0.displayText ?? "")" }
                }
            }
            var all: [[String]] = []
            for await rows in group { all.append(rows) }
            return all
        }
        #expect(forms.count == 16)
        #expect(Set(forms.map { $0.first?.split(separator: "=").first.map(String.init) ?? "" }) == ["value"])
        #expect(Set(forms.compactMap(\.first)).count == 16, "each form holds its own model's value")
    }
}
