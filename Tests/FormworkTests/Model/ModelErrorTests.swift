import Foundation
import Formwork
import Testing

// MARK: Models with a property Formwork cannot show

enum ErrMood: String, Codable { case happy, sad }
enum ErrColor: String, Codable, CaseIterable { case red, green }
enum ErrNoCases: Codable, CaseIterable, Hashable {
    init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no cases"))
    }
    func encode(to encoder: any Encoder) throws {}
}

struct ErrItem: Codable { var name = "" }
struct ErrWithToken: Codable { var label = ""; var token = UUID() }

struct ErrWithDictionary: Codable { var name = ""; var scores: [String: Int] = [:] }
struct ErrWithUUID: Codable { var name = ""; var id = UUID() }
struct ErrWithStructArray: Codable { var name = ""; var items: [ErrItem] = [] }
struct ErrWithStringSet: Codable { var name = ""; var labels: Set<String> = [] }
struct ErrWithNestedArray: Codable { var name = ""; var grid: [[String]] = [] }
struct ErrWithPlainEnum: Codable { var name = ""; var mood: ErrMood = .happy }
struct ErrWithOptionalUUID: Codable { var name = ""; var maybeID: UUID? }
struct ErrWithDeepUUID: Codable { var name = ""; var inner = ErrWithToken() }
struct ErrWithEmptyEnum: Codable { var name = ""; var nothing: ErrNoCases? }

struct ErrEmpty: Codable {}

// MARK: Descriptions that do not fit

struct ErrKeyPathToComputed: Codable, FormDescribable {
    var name = ""
    var shout: String { name.uppercased() }
    static var formDescription: FormDescription<ErrKeyPathToComputed> {
        FormDescription { d in d.field(\.shout) { f in f.title = "Shout" } }
    }
}

struct ErrUnknownKey: Codable, FormDescribable {
    var name = ""
    static var formDescription: FormDescription<ErrUnknownKey> {
        FormDescription { d in d.field(key: "nmae") { f in f.title = "Typo" } }
    }
}

struct ErrUnknownExcludedKey: Codable, FormDescribable {
    var name = ""
    static var formDescription: FormDescription<ErrUnknownExcludedKey> {
        FormDescription { d in d.exclude(keys: "missing") }
    }
}

struct ErrUnknownOrder: Codable, FormDescribable {
    var name = ""
    var count: Int { name.count }
    static var formDescription: FormDescription<ErrUnknownOrder> {
        FormDescription { d in d.order(\.count) }
    }
}

struct ErrUnknownAddRowAnchor: Codable, FormDescribable {
    var name = ""
    var count: Int { name.count }
    static var formDescription: FormDescription<ErrUnknownAddRowAnchor> {
        FormDescription { d in d.addRow(after: \.count) { ButtonRow("go") } }
    }
}

struct ErrStringAsToggle: Codable, FormDescribable {
    var name = ""
    static var formDescription: FormDescription<ErrStringAsToggle> {
        FormDescription { d in d.field(\.name) { f in f.rowType = .switch } }
    }
}

struct ErrIntAsDate: Codable, FormDescribable {
    var age = 0
    static var formDescription: FormDescription<ErrIntAsDate> {
        FormDescription { d in d.field(\.age) { f in f.rowType = .date } }
    }
}

struct ErrBoolAsText: Codable, FormDescribable {
    var agreed = false
    static var formDescription: FormDescription<ErrBoolAsText> {
        FormDescription { d in d.field(\.agreed) { f in f.rowType = .text } }
    }
}

struct ErrEnumAsEmail: Codable, FormDescribable {
    var color: ErrColor = .red
    static var formDescription: FormDescription<ErrEnumAsEmail> {
        FormDescription { d in d.field(\.color) { f in f.rowType = .email } }
    }
}

struct ErrSetAsSegmented: Codable, FormDescribable {
    var colors: Set<ErrColor> = []
    static var formDescription: FormDescription<ErrSetAsSegmented> {
        FormDescription { d in d.field(\.colors) { f in f.rowType = .segmented } }
    }
}

struct ErrListAsToggle: Codable, FormDescribable {
    var tags: [String] = []
    static var formDescription: FormDescription<ErrListAsToggle> {
        FormDescription { d in d.field(\.tags) { f in f.rowType = .switch } }
    }
}

struct ErrWrongOptionType: Codable, FormDescribable {
    var size: String?
    static var formDescription: FormDescription<ErrWrongOptionType> {
        FormDescription { d in d.field(\.size) { f in f.setOptions([1, 2, 3]) } }
    }
}

struct ErrOptionsOnText: Codable, FormDescribable {
    var name: String
    static var formDescription: FormDescription<ErrOptionsOnText> {
        FormDescription { d in d.field(\.name) { f in f.rowType = .text; f.setOptions(["Ann", "Bo"]) } }
    }
}

struct ErrMinLengthOnInt: Codable, FormDescribable {
    var age: Int?
    static var formDescription: FormDescription<ErrMinLengthOnInt> {
        FormDescription { d in d.field(\.age) { f in f.rules = [RuleSpecification(.minLength(2))] } }
    }
}

struct ErrEmailOnBool: Codable, FormDescribable {
    var agreed = false
    static var formDescription: FormDescription<ErrEmailOnBool> {
        FormDescription { d in d.field(\.agreed) { f in f.rules = [RuleSpecification(.email)] } }
    }
}

struct ErrMinOnString: Codable, FormDescribable {
    var nickname: String?
    static var formDescription: FormDescription<ErrMinOnString> {
        FormDescription { d in d.field(\.nickname) { f in f.rules = [RuleSpecification(.greaterOrEqual(3))] } }
    }
}

struct ErrRegexOnDate: Codable, FormDescribable {
    var due: Date?
    static var formDescription: FormDescription<ErrRegexOnDate> {
        FormDescription { d in
            d.field(\.due) { f in f.rules = [RuleSpecification(.regex(pattern: "^2", allowsEmpty: true))] }
        }
    }
}

// MARK: Models for decoding errors

struct ErrApplication: Codable, Equatable {
    var name = ""
    var email = ""
    var age = 0
    var height: Double?
    var floor: Int8 = 0
    var start = Date(timeIntervalSince1970: 0)
    var color: ErrColor = .red
    var website: URL?
    var accepted = false
}

struct ErrOrdered: Codable, Equatable {
    var first = ""
    var middle: Int8 = 0
    var last = ""
}

struct ErrNumbers: Codable, Equatable {
    var label: String?
    var luckyNumbers: [Int] = []
}

struct ErrHiddenRequired: Codable, Equatable, FormDescribable {
    var show = false
    var detail = ""
    static var formDescription: FormDescription<ErrHiddenRequired> {
        FormDescription { d in d.field(\.detail) { f in f.hidden = "$show == false" } }
    }
}

struct ErrStrictAddress: Codable, Equatable {
    var street = ""
}

struct ErrHiddenAddress: Codable, Equatable, FormDescribable {
    var moves = false
    var address = ErrStrictAddress()
    static var formDescription: FormDescription<ErrHiddenAddress> {
        FormDescription { d in d.field(\.address) { f in f.subform = .pushed; f.hidden = "$moves == false" } }
    }
}

struct ErrSmall: Codable, Equatable {
    var name = ""
}

struct ErrSmallPlusOne: Codable, Equatable {
    var name = ""
    var extra = ""
}

@Suite("Forms from models: errors")
struct ModelErrorTests {
    private func formError(_ build: () throws -> Form) -> ModelFormError? {
        do {
            _ = try build()
            return nil
        } catch let error as ModelFormError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    private func unsupportedForm(_ property: String) -> ModelFormError? {
        formError {
            switch property {
            case "scores": return try Form(model: ErrWithDictionary())
            case "id": return try Form(model: ErrWithUUID())
            case "items": return try Form(model: ErrWithStructArray())
            case "labels": return try Form(model: ErrWithStringSet())
            case "grid": return try Form(model: ErrWithNestedArray())
            case "mood": return try Form(model: ErrWithPlainEnum())
            case "maybeID": return try Form(model: ErrWithOptionalUUID())
            case "inner.token": return try Form(model: ErrWithDeepUUID())
            case "nothing": return try Form(model: ErrWithEmptyEnum())
            default: return Form()
            }
        }
    }

    @Test(arguments: ["scores", "id", "items", "labels", "grid", "mood", "maybeID", "inner.token", "nothing"])
    func unsupportedPropertyTypesAreNamed(property: String) throws {
        let error = try #require(unsupportedForm(property))
        #expect(error.code == .unsupportedType)
        #expect(error.property == property)
        #expect(error.detail?.isEmpty == false)
        #expect(error.description.contains("'\(property)'"))
    }

    @Test func unsupportedTypeNamesTheType() throws {
        #expect(unsupportedForm("id").map { "\($0)" }?.contains("UUID") == true)
        #expect(unsupportedForm("scores").map { "\($0)" }?.contains("Dictionary") == true)
    }

    @Test func decodingIntoAModelWithAnUnsupportedPropertyIsAModelFormError() throws {
        let form = try Form(model: ErrSmall(name: "x"))
        let error = try #require(throws: ModelFormError.self) { try form.decode(ErrWithUUID.self) }
        #expect(error.code == .unsupportedType)
        #expect(error.property == "id")
    }

    @Test func valuesThatAreNotKeyedModelsAreNotModels() {
        #expect(formError { try Form(model: 5) } == .notAModel("Int"))
        #expect(formError { try Form(model: "text") } == .notAModel("String"))
        #expect(formError { try Form(model: ErrColor.red) } == .notAModel("ErrColor"))
        #expect(formError({ try Form(model: ["a", "b"]) })?.code == .notAModel, "an array is not a model")
    }

    /// FXForms shows a model with no properties as an empty form; so does Formwork.
    @Test func aModelWithoutPropertiesIsAnEmptyForm() throws {
        let form = try Form(model: ErrEmpty())
        #expect(form.allSections.isEmpty)
        #expect(form.values().isEmpty)
        _ = try form.decode(ErrEmpty.self)
    }

    // MARK: Description errors

    @Test func aKeyPathToAComputedPropertyIsAnUnknownField() throws {
        let error = try #require(formError { try Form(model: ErrKeyPathToComputed()) })
        #expect(error.code == .unknownField)
        let name = try #require(error.property)
        // Swift prints a computed property's key path without its name; the model type is still named.
        #expect(name.hasPrefix("\\ErrKeyPathToComputed."))
    }

    @Test func anUnknownCodingKeyIsAnUnknownField() {
        #expect(formError { try Form(model: ErrUnknownKey()) } == .unknownField("nmae"))
        #expect(formError { try Form(model: ErrUnknownExcludedKey()) } == .unknownField("missing"))
    }

    @Test func unknownFieldsInOrderAndAddRowAreReported() {
        #expect(formError({ try Form(model: ErrUnknownOrder()) })?.code == .unknownField, "order(\\.count) names a computed property")
        #expect(formError({ try Form(model: ErrUnknownAddRowAnchor()) })?.code == .unknownField,
                "addRow(after: \\.count) names a computed property")
    }

    @Test func rowKindsThatCannotHoldTheTypeAreReported() {
        #expect(formError { try Form(model: ErrStringAsToggle()) }
            == .rowTypeMismatch(property: "name", rowType: "switch", type: "String"))
        #expect(formError { try Form(model: ErrIntAsDate()) }
            == .rowTypeMismatch(property: "age", rowType: "date", type: "Int"))
        #expect(formError { try Form(model: ErrBoolAsText()) }
            == .rowTypeMismatch(property: "agreed", rowType: "text", type: "Bool"))
        #expect(formError { try Form(model: ErrEnumAsEmail()) }
            == .rowTypeMismatch(property: "color", rowType: "email", type: "ErrColor"))
        #expect(formError { try Form(model: ErrSetAsSegmented()) }
            == .rowTypeMismatch(property: "colors", rowType: "segmented", type: "Set<ErrColor>"))
        #expect(formError { try Form(model: ErrListAsToggle()) }
            == .rowTypeMismatch(property: "tags", rowType: "switch", type: "[String]"))
    }

    @Test func optionsOfTheWrongTypeAreReported() throws {
        let error = try #require(formError { try Form(model: ErrWrongOptionType()) })
        #expect(error.code == .rowTypeMismatch)
        #expect(error.property == "size")
        #expect(error == .optionsMismatch(property: "size", rowType: "push", optionType: "Int", rowHasOptions: true))
        #expect(error.description.contains("options are Int"), "\(error)")
    }

    @Test func optionsForARowWithoutOptionsSayTheRowHasNone() throws {
        let error = try #require(formError { try Form(model: ErrOptionsOnText(name: "")) })
        #expect(error == .optionsMismatch(property: "name", rowType: "text", optionType: "String", rowHasOptions: false))
        #expect(error.description.contains("text row, which has no options"), "\(error)")
    }

    @Test func rulesThatDoNotFitAreReported() {
        #expect(formError { try Form(model: ErrMinLengthOnInt()) } == .ruleMismatch(property: "age", rule: "minLength"))
        #expect(formError { try Form(model: ErrEmailOnBool()) } == .ruleMismatch(property: "agreed", rule: "email"))
        #expect(formError { try Form(model: ErrMinOnString()) } == .ruleMismatch(property: "nickname", rule: "min"))
        #expect(formError { try Form(model: ErrRegexOnDate()) } == .ruleMismatch(property: "due", rule: "regex"))
    }

    @Test func descriptionErrorsExplainThemselves() {
        let mismatch = ModelFormError.rowTypeMismatch(property: "name", rowType: "switch", type: "String")
        #expect(mismatch.description.contains("'name'"))
        #expect(mismatch.description.contains("switch"))
        #expect(ModelFormError.unknownField("nmae").description.contains("'nmae'"))
        #expect(ModelFormError.ruleMismatch(property: "age", rule: "minLength").description.contains("minLength"))
    }

    // MARK: Decoding errors

    @Test func everyMissingOrInvalidFieldIsNamedNotJustTheFirst() throws {
        let form = try Form(model: ErrApplication())
        try #require(form.rowBy(tag: "start") as? DateRow).setText("")
        try #require(form.rowBy(tag: "color") as? SegmentedRow<ErrColor>).value = nil
        try #require(form.rowBy(tag: "age") as? IntRow).setText("12a")
        try #require(form.rowBy(tag: "height") as? DecimalRow).setText("tall")
        try #require(form.rowBy(tag: "floor") as? IntRow).setText("300")
        try #require(form.rowBy(tag: "website") as? URLRow).setText("not a url")

        let error = try #require(throws: FormDecodingError.self) { try form.decode(ErrApplication.self) }
        #expect(Set(error.tags) == ["name", "email", "age", "height", "floor", "start", "color", "website"])
        #expect(error.tags.count == Set(error.tags).count, "one problem per field")
        #expect(!error.tags.contains("accepted"))

        let messages = Dictionary(error.errors.map { ($0.tag ?? "", $0.msg) }, uniquingKeysWith: { a, _ in a })
        #expect(messages["name"] == "This field is required.")
        #expect(messages["age"] == "Enter a whole number.")
        #expect(messages["height"] == "Enter a number.")
        #expect(messages["website"] == "Enter a valid URL.")
        for problem in error.errors {
            let tag = try #require(problem.tag)
            let row = try #require(form.rowBy(tag: tag), "no row for \(tag)")
            #expect(row.validationErrors.map(\.msg).contains(problem.msg), "\(tag) shows \(problem.msg)")
        }
        for tag in error.tags {
            #expect(error.description.contains(tag))
        }
    }

    @Test func textThatDoesNotParseIsReportedForItsField() throws {
        let form = try Form(model: ErrApplication(name: "Ada", email: "ada@example.com", age: 36))
        let age = try #require(form.rowBy(tag: "age") as? IntRow)
        age.setText("12a")
        let error = try #require(throws: FormDecodingError.self) { try form.decode(ErrApplication.self) }
        #expect(error.tags == ["age"])
        #expect(error.errors.map(\.msg) == ["Enter a whole number."])
        #expect(age.validationErrors.map(\.msg) == ["Enter a whole number."])
        #expect(age.text == "12a", "what was typed is kept")

        age.setText("12")
        let decoded = try form.decode(ErrApplication.self)
        #expect(decoded.age == 12)
        #expect(age.validationErrors.isEmpty)
    }

    @Test func aNumberOutOfRangeForItsTypeIsReportedAndClearsAfterAnEdit() throws {
        let form = try Form(model: ErrOrdered(first: "a", last: "z"))
        let middle = try #require(form.rowBy(tag: "middle") as? IntRow)
        middle.setText("300")
        let error = try #require(throws: FormDecodingError.self) { try form.decode(ErrOrdered.self) }
        #expect(error.tags == ["middle"])
        #expect(middle.validationErrors.count == 1)
        middle.setText("100")
        #expect(try form.decode(ErrOrdered.self) == ErrOrdered(first: "a", middle: 100, last: "z"))
        #expect(middle.validationErrors.isEmpty)
    }

    @Test func problemsAreListedInFormOrder() throws {
        let form = try Form(model: ErrOrdered())
        try #require(form.rowBy(tag: "middle") as? IntRow).setText("300")
        let error = try #require(throws: FormDecodingError.self) { try form.decode(ErrOrdered.self) }
        #expect(error.tags == ["first", "middle", "last"])
    }

    @Test func textThatDoesNotParseInAListIsReportedForTheList() throws {
        let form = try Form(model: ErrNumbers())
        let section = try #require(form.sectionBy(tag: "luckyNumbers") as? MultivaluedSection)
        let row = try #require(try section.insertNewRow() as? IntRow)
        row.setText("12a")
        let error = try #require(throws: FormDecodingError.self) { try form.decode(ErrNumbers.self) }
        #expect(error.tags.contains("luckyNumbers"))
        #expect(row.validationErrors.map(\.msg) == ["Enter a whole number."])
    }

    /// A hidden row contributes nothing: neither `validate()` nor `decode()` asks
    /// it for an answer, and its property keeps the model's value. Shown, the same
    /// row is required by both.
    @Test func aHiddenRequiredFieldKeepsTheModelsValueAndValidateAndDecodeAgree() throws {
        let form = try Form(model: ErrHiddenRequired(detail: ""))
        let detail = try #require(form.rowBy(tag: "detail"))
        #expect(detail.isHidden)
        #expect(form.validate().isEmpty)
        #expect(try form.decode(ErrHiddenRequired.self) == ErrHiddenRequired(show: false, detail: ""))
        #expect(detail.validationErrors.isEmpty)

        // Typed into, then hidden: still the model's value, not what was typed.
        try #require(form.rowBy(tag: "show") as? SwitchRow).value = true
        try #require(detail as? TextRow).setText("typed")
        try #require(form.rowBy(tag: "show") as? SwitchRow).value = false
        #expect(try form.decode(ErrHiddenRequired.self) == ErrHiddenRequired(show: false, detail: ""))

        try #require(form.rowBy(tag: "show") as? SwitchRow).value = true
        try #require(detail as? TextRow).setText("")
        #expect(form.validate().map(\.tag) == ["detail"])
        let error = try #require(throws: FormDecodingError.self) { try form.decode(ErrHiddenRequired.self) }
        #expect(error.tags == ["detail"])
        #expect(detail.validationErrors.map(\.msg) == ["This field is required."])
    }

    /// A hidden subform is a hidden row: neither validated nor read, what was typed
    /// in it stays out of the model, which keeps its own value.
    @Test func aHiddenSubformContributesNothingToValidateOrDecode() throws {
        let form = try Form(model: ErrHiddenAddress(address: ErrStrictAddress(street: "kept")))
        let subform = try #require(form.rowBy(tag: "address")?.nestedForm)
        #expect(form.rowBy(tag: "address")?.isHidden == true)
        try #require(subform.rowBy(tag: "address.street") as? TextRow).setText("")
        #expect(form.validate().isEmpty)
        #expect(try form.decode(ErrHiddenAddress.self) == ErrHiddenAddress(address: ErrStrictAddress(street: "kept")))
        try #require(form.rowBy(tag: "moves") as? SwitchRow).value = true
        let error = try #require(throws: FormDecodingError.self) { try form.decode(ErrHiddenAddress.self) }
        #expect(error.tags.contains("address.street"))
    }

    @Test func decodingAgainDoesNotPileUpErrorsOnARow() throws {
        let form = try Form(model: ErrHiddenRequired(show: true))
        let detail = try #require(form.rowBy(tag: "detail"))
        _ = try? form.decode(ErrHiddenRequired.self)
        let error = try #require(throws: FormDecodingError.self) { try form.decode(ErrHiddenRequired.self) }
        #expect(error.tags == ["detail"])
        #expect(detail.validationErrors.map(\.msg) == ["This field is required."])

        let visibleForm = try Form(model: ErrOrdered(first: "a", last: "z"))
        try #require(visibleForm.rowBy(tag: "middle") as? IntRow).setText("300")
        _ = try? visibleForm.decode(ErrOrdered.self)
        _ = try? visibleForm.decode(ErrOrdered.self)
        #expect(visibleForm.rowBy(tag: "middle")?.validationErrors.count == 1)
    }

    @Test func aFieldTheFormHasNoRowForIsNamedToo() throws {
        let form = try Form(model: ErrSmall(name: "x"))
        let error = try #require(throws: FormDecodingError.self) { try form.decode(ErrSmallPlusOne.self) }
        #expect(error.tags == ["extra"])
    }
}
