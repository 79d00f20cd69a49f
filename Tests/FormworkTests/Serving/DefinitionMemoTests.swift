import Formwork
import Testing

/// What front ends keep once for a template's definition.
@Suite("Serving: the definition memo")
struct DefinitionMemoTests {
    final class Key: Sendable {}
    final class Kept: Sendable {
        let titles: [String]
        init(_ form: Form) { titles = form.allRows.compactMap(\.title) }
    }

    static func definition() -> Form {
        Form() +++ Section() <<< TextRow("a") { $0.title = "A" } <<< TextRow("b") { $0.title = "B" }
    }

    @Test func formsOfOneTemplateShareOneMemoAndOthersHaveNone() throws {
        let template = try FormTemplate { Self.definition() }
        let first = template.makeForm(), second = template.makeForm()
        #expect(first.definitionMemo != nil)
        #expect(first.definitionMemo === second.definitionMemo)
        #expect(try FormTemplate { Self.definition() }.makeForm().definitionMemo !== first.definitionMemo)
        #expect(Self.definition().definitionMemo == nil)
    }

    @Test func aValueIsMadeOnceByKeyFromTheDefinitionNotFromTheFormAskingForIt() throws {
        let template = try FormTemplate { Self.definition() }
        let form = template.makeForm()
        form.rowBy(tag: "a")?.title = "Changed for this request"
        let key = Key()
        var made = 0
        let kept = form.definitionMemo?.value(forKey: key) { made += 1; return Kept($0) }
        #expect(kept?.titles == ["A", "B"])
        let again = template.makeForm().definitionMemo?.value(forKey: key) { made += 1; return Kept($0) }
        #expect(again === kept)
        #expect(made == 1)
        let other = form.definitionMemo?.value(forKey: Key()) { made += 1; return Kept($0) }
        #expect(other !== kept)
        #expect(made == 2)
    }

    @Test func theMemoKeepsAFewValuesAndForgetsTheOldest() throws {
        let template = try FormTemplate { Self.definition() }
        let memo = try #require(template.makeForm().definitionMemo)
        let keys = (0...DefinitionMemo.capacity).map { _ in Key() }
        var made = 0
        for key in keys { _ = memo.value(forKey: key) { made += 1; return Kept($0) } }
        _ = memo.value(forKey: keys.last!) { made += 1; return Kept($0) }
        #expect(made == keys.count)
        _ = memo.value(forKey: keys[0]) { made += 1; return Kept($0) }
        #expect(made == keys.count + 1)
        withExtendedLifetime(template) {}
    }

    @Test func aMemoWhoseTemplateIsGoneKeepsNothing() throws {
        var template: FormTemplate? = try FormTemplate { Self.definition() }
        let form = try #require(template?.makeForm())
        template = nil
        #expect(form.definitionMemo?.value(forKey: Key()) { Kept($0) } == nil)
    }

    @Test func makingAValueMayAskTheSameMemoAgain() throws {
        let template = try FormTemplate { Self.definition() }
        let memo = try #require(template.makeForm().definitionMemo)
        let inner = Key()
        let outer = memo.value(forKey: Key()) { definition in
            _ = template.makeForm().definitionMemo?.value(forKey: inner) { Kept($0) }
            return Kept(definition)
        }
        #expect(outer?.titles == ["A", "B"])
        #expect(memo.value(forKey: inner) { _ in Kept(Form()) }?.titles == ["A", "B"], "the inner value was kept")
    }
}
