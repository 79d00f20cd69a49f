import Foundation
import Formwork
import Testing

struct NestAddress: Codable, Equatable {
    var street = ""
    var city = ""
    var postcode: String?
    var floor: Int?
}

struct NestContact: Codable, Equatable {
    var phone: String?
    var address = NestAddress()
}

struct NestCustomer: Codable, Equatable {
    var name = ""
    var contact = NestContact()
    var note: String?
}

struct NestLoose: Codable, Equatable {
    var label: String?
    var count: Int?
}

struct NestWithLooseOptional: Codable, Equatable {
    var name: String?
    var extra: NestLoose?
}

struct NestWithStrictOptional: Codable, Equatable {
    var name: String?
    var billing: NestAddress?
}

struct NestPushed: Codable, Equatable, FormDescribable {
    var name = ""
    var address = NestAddress()
    var note: String?

    static var formDescription: FormDescription<NestPushed> {
        FormDescription { d in
            d.field(\.address) { f in
                f.subform = .pushed
                f.title = "Home address"
            }
            d.field(\.address.city) { f in f.title = "Town" }
        }
    }
}

struct NestDescribedInline: Codable, Equatable, FormDescribable {
    var name: String?
    var address = NestAddress()

    static var formDescription: FormDescription<NestDescribedInline> {
        FormDescription { d in
            d.field(\.address) { f in f.title = "Where you live" }
            d.field(\.address.postcode) { f in f.placeholder = "SW1A 1AA" }
            d.order(\.address.city)
        }
    }
}

struct NestOptionalByKeyPath: Codable, Equatable, FormDescribable {
    var name: String?
    var extra: NestLoose?

    static var formDescription: FormDescription<NestOptionalByKeyPath> {
        FormDescription { d in d.field(\.extra?.label) { f in f.title = "Caption" } }
    }
}

@Suite("Forms from models: nested models")
struct NestedModelTests {
    private func text(_ form: Form, _ tag: String, _ typed: String) throws {
        let row = try #require(form.rowBy(tag: tag) as? any TextInputRow, "no text row \(tag)")
        row.setText(typed)
    }

    // MARK: Inline sections

    @Test func nestedModelsBecomeSectionsAtEveryLevel() throws {
        let form = try Form(model: NestCustomer())
        #expect(form.allRows.compactMap(\.tag) == [
            "name", "contact.phone", "contact.address.street", "contact.address.city",
            "contact.address.postcode", "contact.address.floor", "note",
        ])
        let sections = form.allSections
        try #require(sections.count == 4)
        #expect(sections.map(\.tag) == [nil, "contact", "contact.address", nil])
        #expect(sections.map(\.header) == [nil, "Contact", "Address", nil])
        #expect(form.rowBy(tag: "contact.address.street")?.title == "Street")
        #expect(form.rowBy(tag: "contact.address.floor") is IntRow)
    }

    @Test func nestedValuesArePrefilledAndRoundTrip() throws {
        let model = NestCustomer(
            name: "Ada",
            contact: NestContact(phone: "555", address: NestAddress(street: "1 Main St", city: "Springfield", floor: 2)),
            note: "ring twice")
        let form = try Form(model: model)
        #expect((form.rowBy(tag: "contact.address.street") as? TextRow)?.value == "1 Main St")
        #expect((form.rowBy(tag: "contact.address.floor") as? IntRow)?.value == 2)
        #expect(try form.decode(NestCustomer.self) == model)

        try text(form, "contact.address.city", "Shelbyville")
        try text(form, "contact.address.postcode", "49007")
        try text(form, "contact.phone", "")
        var expected = model
        expected.contact.address.city = "Shelbyville"
        expected.contact.address.postcode = "49007"
        expected.contact.phone = nil
        #expect(try form.decode(NestCustomer.self) == expected)
    }

    @Test func missingNestedFieldsAreNamedByTheirFullPath() throws {
        let form = try Form(model: NestCustomer())
        try text(form, "contact.address.floor", "2nd")
        let error = try #require(throws: FormDecodingError.self) { try form.decode(NestCustomer.self) }
        #expect(Set(error.tags) == ["name", "contact.address.street", "contact.address.city", "contact.address.floor"])
        #expect(form.rowBy(tag: "contact.address.floor")?.validationErrors.map(\.msg) == ["Enter a whole number."])
    }

    @Test func descriptionsReachIntoNestedModels() throws {
        let form = try Form(model: NestDescribedInline())
        #expect(form.sectionBy(tag: "address")?.header == "Where you live")
        #expect((form.rowBy(tag: "address.postcode") as? TextRow)?.placeholder == "SW1A 1AA")
        #expect(form.allRows.compactMap(\.tag) == ["name", "address.city", "address.street", "address.postcode", "address.floor"])
    }

    // MARK: Optional nested models

    @Test func anOptionalNestedModelLeftEmptyStaysNil() throws {
        let form = try Form(model: NestWithLooseOptional())
        #expect(form.sectionBy(tag: "extra")?.header == "Extra")
        #expect(form.rowBy(tag: "extra.label") is TextRow)
        #expect(try form.decode(NestWithLooseOptional.self) == NestWithLooseOptional())
    }

    @Test func anOptionalNestedModelIsPresentOnceAFieldIsFilled() throws {
        let form = try Form(model: NestWithLooseOptional())
        try text(form, "extra.count", "3")
        #expect(try form.decode(NestWithLooseOptional.self) == NestWithLooseOptional(extra: NestLoose(count: 3)))
    }

    @Test func aPresentOptionalNestedModelIsPrefilledAndCanBeEmptiedToNil() throws {
        let form = try Form(model: NestWithLooseOptional(name: "n", extra: NestLoose(label: "L", count: 1)))
        #expect((form.rowBy(tag: "extra.label") as? TextRow)?.value == "L")
        #expect(try form.decode(NestWithLooseOptional.self) == NestWithLooseOptional(name: "n", extra: NestLoose(label: "L", count: 1)))
        try text(form, "extra.label", "")
        try text(form, "extra.count", "")
        #expect(try form.decode(NestWithLooseOptional.self) == NestWithLooseOptional(name: "n"))
    }

    @Test func anOptionalNestedModelWithRequiredFieldsLeftEmptyStaysNil() throws {
        let form = try Form(model: NestWithStrictOptional())
        #expect(form.rowBy(tag: "billing.street") is TextRow)
        #expect(try form.decode(NestWithStrictOptional.self) == NestWithStrictOptional())
    }

    @Test func aPartlyFilledOptionalNestedModelNamesItsMissingFields() throws {
        let form = try Form(model: NestWithStrictOptional())
        try text(form, "billing.street", "1 Main St")
        let error = try #require(throws: FormDecodingError.self) { try form.decode(NestWithStrictOptional.self) }
        #expect(error.tags == ["billing.city"])
        try text(form, "billing.city", "Springfield")
        #expect(try form.decode(NestWithStrictOptional.self)
            == NestWithStrictOptional(billing: NestAddress(street: "1 Main St", city: "Springfield")))
    }

    @Test func fieldsOfAnOptionalNestedModelCanBeDescribedByKeyPath() throws {
        let form = try Form(model: NestOptionalByKeyPath())
        #expect(form.rowBy(tag: "extra.label")?.title == "Caption")
    }

    // MARK: Pushed subforms

    @Test func aPushedNestedModelIsASubformRow() throws {
        let model = NestPushed(name: "Ada", address: NestAddress(street: "1 Main St", city: "Springfield"))
        let form = try Form(model: model)
        #expect(form.allRows.compactMap(\.tag) == ["name", "address", "note"])
        #expect(form.sectionBy(tag: "address") == nil)
        let row = try #require(form.rowBy(tag: "address") as? SubformRow)
        #expect(row.title == "Home address")
        #expect(row.presentation == .push)
        #expect(row.subform.allRows.compactMap(\.tag) == ["address.street", "address.city", "address.postcode", "address.floor"])
        #expect(row.subform.rowBy(tag: "address.city")?.title == "Town")
        #expect((row.subform.rowBy(tag: "address.street") as? TextRow)?.value == "1 Main St")
        #expect(row.displayText == "1 Main St, Springfield")
        #expect(try form.decode(NestPushed.self) == model)
    }

    @Test func selectingASubformRowAsksForItToBePresented() throws {
        let form = try Form(model: NestPushed())
        var presented: [String] = []
        form.addObserver { event in
            if case .presentationRequested(let row) = event { presented.append(row.tag ?? "") }
        }
        form.rowBy(tag: "address")?.didSelect()
        #expect(presented == ["address"])
    }

    @Test func editsInASubformComeBackInTheModel() throws {
        let form = try Form(model: NestPushed(name: "Ada", address: NestAddress(street: "1 Main St", city: "Springfield")))
        let row = try #require(form.rowBy(tag: "address") as? SubformRow)
        (row.subform.rowBy(tag: "address.city") as? TextRow)?.setText("Shelbyville")
        (row.subform.rowBy(tag: "address.floor") as? IntRow)?.setText("4")
        let decoded = try form.decode(NestPushed.self)
        #expect(decoded == NestPushed(name: "Ada", address: NestAddress(street: "1 Main St", city: "Shelbyville", floor: 4)))
    }

    @Test func missingFieldsInASubformAreNamedAndShownThere() throws {
        let form = try Form(model: NestPushed())
        let row = try #require(form.rowBy(tag: "address") as? SubformRow)
        let error = try #require(throws: FormDecodingError.self) { try form.decode(NestPushed.self) }
        #expect(Set(error.tags).isSuperset(of: ["name", "address.street", "address.city"]))
        #expect(Set(error.tags).isSubset(of: ["name", "address", "address.street", "address.city"]))
        #expect(row.subform.rowBy(tag: "address.street")?.validationErrors.map(\.msg) == ["This field is required."])
        #expect(row.subform.rowBy(tag: "address.city")?.validationErrors.map(\.msg) == ["This field is required."])
        #expect(form.rowBy(tag: "name")?.validationErrors.map(\.msg) == ["This field is required."])
    }

    @Test func textThatDoesNotParseInASubformIsNamedForItsField() throws {
        let form = try Form(model: NestPushed(name: "Ada", address: NestAddress(street: "S", city: "C")))
        let row = try #require(form.rowBy(tag: "address") as? SubformRow)
        let floor = try #require(row.subform.rowBy(tag: "address.floor") as? IntRow)
        floor.setText("12a")
        let error = try #require(throws: FormDecodingError.self) { try form.decode(NestPushed.self) }
        #expect(error.tags.contains("address.floor"))
        #expect(floor.validationErrors.map(\.msg) == ["Enter a whole number."])
    }
}
