import Foundation
import Formwork
import Testing

enum SmokePlan: String, Codable, CaseIterable { case free, pro, team }
enum SmokeInterest: String, Codable, CaseIterable, Hashable { case music, sport, books, film, food }

struct SmokeAddress: Codable, Equatable {
    var street = ""
    var city = ""
    var zip: String?
}

struct SmokeSignup: Codable, Equatable {
    var email = ""
    var password = ""
    var homepageURL: URL?
    var age: Int?
    var rememberMe = true
    var plan: SmokePlan = .free
    var interests: Set<SmokeInterest> = []
    var phones: [String] = []
    var address = SmokeAddress()
    var birthday: Date?
}

@Suite("Forms from models: smoke")
struct ModelSmokeTests {
    @Test func signupRoundTrip() throws {
        var signup = SmokeSignup()
        signup.email = "ada@example.com"
        signup.password = "secret"
        signup.plan = .pro
        signup.interests = [.music]
        signup.phones = ["555-1234"]
        signup.address.street = "1 Main St"
        signup.address.city = "Springfield"
        let form = try Form(model: signup)
        let tags = form.allRows.compactMap(\.tag)
        #expect(tags == ["email", "password", "homepageURL", "age", "rememberMe", "plan", "interests", "address.street", "address.city", "address.zip", "birthday"])
        #expect(form.rowBy(tag: "email") is EmailRow)
        #expect(form.rowBy(tag: "password") is PasswordRow)
        #expect(form.rowBy(tag: "homepageURL") is URLRow)
        #expect(form.rowBy(tag: "plan") is SegmentedRow<SmokePlan>)
        #expect(form.rowBy(tag: "interests") is MultipleSelectorRow<SmokeInterest>)
        #expect(form.rowBy(tag: "homepageURL")?.title == "Homepage URL")
        #expect(form.sectionBy(tag: "phones") is MultivaluedSection)
        #expect(form.sectionBy(tag: "address")?.header == "Address")
        let decoded = try form.decode(SmokeSignup.self)
        #expect(decoded == signup)
        (form.rowBy(tag: "age") as? IntRow)?.value = 40
        #expect(try form.decode(SmokeSignup.self).age == 40)
    }

    @Test func missingFieldsAreAllNamed() throws {
        let form = try Form(model: SmokeSignup())
        do {
            _ = try form.decode(SmokeSignup.self)
            Issue.record("expected an error")
        } catch let error as FormDecodingError {
            #expect(Set(error.tags) == ["email", "password", "address.street", "address.city"])
        }
    }
}

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

struct SmokePushedProfile: Codable, FormDescribable {
    var name = ""
    var address = SmokeAddress()

    static var formDescription: FormDescription<SmokePushedProfile> {
        FormDescription { $0.field(\.address) { $0.subform = .pushed } }
    }
}

@Suite("Subform rows in their parent form")
struct SubformParentTests {
    @Test func editsInASubformAreChangesOfItsRow() throws {
        let form = try Form(model: SmokePushedProfile())
        let row = try #require(form.rowBy(tag: "address") as? SubformRow)
        var changes = 0
        row.onChange { _ in changes += 1 }
        (row.subform.rowBy(tag: "address.city") as? TextRow)?.setText("Springfield")
        #expect(changes == 1)
        #expect(row.wasChanged)
        #expect(form.markInvalid(tag: "address.street", message: "Unknown street"))
        #expect(row.subform.rowBy(tag: "address.street")?.validationErrors.map(\.msg) == ["Unknown street"])
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
