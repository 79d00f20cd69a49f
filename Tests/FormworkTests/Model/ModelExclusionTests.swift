import Foundation
import Formwork
import Testing

struct SmokeRecord: Codable, Equatable, FormDescribable {
    var name = ""
    var internalID = 0
    var audit: [String] = []

    static var formDescription: FormDescription<SmokeRecord> {
        FormDescription { $0.exclude(\.internalID, \.audit) }
    }
}

@Suite("Forms from models: excluded properties")
struct ModelExclusionTests {
    @Test func excludedPropertiesKeepTheModelsValues() throws {
        let record = SmokeRecord(name: "Ada", internalID: 42, audit: ["created"])
        let form = try Form(model: record)
        #expect(form.rowBy(tag: "internalID") == nil)
        (form.rowBy(tag: "name") as? TextRow)?.setText("Grace")
        let decoded = try form.decode(SmokeRecord.self)
        #expect(decoded == SmokeRecord(name: "Grace", internalID: 42, audit: ["created"]))
    }
}

struct SmokeNote: Codable, Equatable, FormDescribable {
    var id = UUID()
    var text = ""
    var attachments: [String: Int] = [:]

    static var formDescription: FormDescription<SmokeNote> {
        FormDescription { $0.exclude(\.id, \.attachments) }
    }
}

struct SmokeUnexcludedNote: Codable {
    var id = UUID()
    var text = ""
}

@Suite("Properties Formwork cannot show")
struct UnsupportedPropertyTests {
    @Test func excludedOnesKeepTheirValues() throws {
        let note = SmokeNote(text: "Hello", attachments: ["a.png": 3])
        let form = try Form(model: note)
        #expect(form.allRows.compactMap(\.tag) == ["text"])
        (form.rowBy(tag: "text") as? TextRow)?.setText("Bye")
        let decoded = try form.decode(SmokeNote.self)
        #expect(decoded.id == note.id && decoded.attachments == ["a.png": 3] && decoded.text == "Bye")
    }

    @Test func othersAreAClearError() {
        #expect(throws: ModelFormError.unsupportedType(property: "id", type: "UUID")) {
            try Form(model: SmokeUnexcludedNote())
        }
    }
}
