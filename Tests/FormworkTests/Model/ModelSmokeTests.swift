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
