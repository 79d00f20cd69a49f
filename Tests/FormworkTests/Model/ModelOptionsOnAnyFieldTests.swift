import Foundation
import Formwork
import Testing

/// FXForms' options on any field, collections with options, exact field lists and
/// image properties, as forms from Swift models.
struct Registration: Codable, Equatable {
    var email = "ada@example.com"
    var gender = 0
    var age = 18
    var height = 1.75
    var newsletter = true
    var interests: [String] = []
    var tags: Set<String> = []
    var photo: Data?
    var internalNote = "kept"
}

extension Registration: FormDescribable {
    static var formDescription: FormDescription<Registration> {
        FormDescription {
            $0.field(\.gender) { $0.options = ["Male", "Female", "It's Complicated"] }
            $0.field(\.age) { $0.options = [18, 30, 65] }
            $0.field(\.height) { $0.setOptions([1.5, 1.75, 2.0]) { "\($0) m" } }
            $0.field(\.newsletter) { $0.options = [true, false]; $0.optionTitle = { ($0 as? Bool) == true ? "Yes" : "No" } }
            $0.field(\.interests) { $0.options = ["Videogames", "Animals", "Cooking"] }
            $0.field(\.tags) { $0.options = ["a", "b"] }
            $0.exclude(\.internalNote)
        }
    }
}

struct Interests: OptionSet, Codable, Equatable {
    let rawValue: Int
    static let computers = Interests(rawValue: 1 << 0)
    static let socializing = Interests(rawValue: 1 << 1)
    static let sports = Interests(rawValue: 1 << 2)
}

struct Bits: Codable, Equatable {
    var otherInterests = 0
    var interests: Interests = [.sports]
}

extension Bits: FormDescribable {
    static var formDescription: FormDescription<Bits> {
        FormDescription {
            $0.field(\.otherInterests) { $0.bitfield(["Computers", "Socializing", "Sports"]) }
            $0.field(\.interests) { $0.bitfield(["Computers", "Socializing", "Sports"]) }
        }
    }
}

struct Measured: Codable, Equatable, FormDescribable {
    var height = 180
    var country = "fr"
    static var formDescription: FormDescription<Measured> {
        FormDescription {
            $0.field(\.height) {
                $0.valueTransformer = FieldValueTransformer(display: { "\($0) cm" },
                                                            parse: { Int($0.replacingOccurrences(of: "cm", with: "").trimmingCharacters(in: .whitespaces)) })
            }
            $0.field(\.country) {
                $0.options = ["fr", "jp"]
                $0.valueTransformer = FieldValueTransformer(display: { ["fr": "France", "jp": "Japan"][$0 as? String ?? ""] ?? "?" })
            }
        }
    }
}

struct SwitchWithTransformer: Codable, FormDescribable {
    var on = false
    static var formDescription: FormDescription<SwitchWithTransformer> {
        FormDescription { $0.field(\.on) { $0.valueTransformer = FieldValueTransformer(display: { "\($0)" }) } }
    }
}

struct OnlySome: Codable, Equatable {
    struct Address: Codable, Equatable { var street = ""; var city = "" }
    var first = ""
    var second = ""
    var third = "untouched"
    var address = Address()
}

extension OnlySome: FormDescribable {
    static var formDescription: FormDescription<OnlySome> {
        FormDescription {
            $0.fields(\.second, \.address.city, \.first)
            $0.field(\.first) { $0.title = "Given name" }
        }
    }
}

@Suite("Forms from models: options on any field (FXForms)")
struct ModelOptionsOnAnyFieldTests {
    @Test func aNumberWithTextOptionsStoresTheChosenPosition() throws {
        let form = try Form(model: Registration(gender: 1))
        let row = try #require(form.rowBy(tag: "gender"))
        #expect(row.kind == .options)
        #expect(row.optionLists.first?.options.map(\.title) == ["Male", "Female", "It's Complicated"])
        #expect(row.displayText == "Female")
        #expect(row.takeInput(.text("2")).isAccepted == true)
        #expect(try form.decode(Registration.self).gender == 2)
        // A position that is no option is refused and the choice kept.
        #expect(row.takeInput(.text("7")).isAccepted == false)
        #expect(row.displayText == "It's Complicated")
    }

    @Test func optionsOfTheFieldsOwnTypeAreOffered() throws {
        let form = try Form(model: Registration())
        #expect(form.rowBy(tag: "age")?.optionLists.first?.options.map(\.title) == ["18", "30", "65"])
        #expect(form.rowBy(tag: "height")?.optionLists.first?.options.map(\.title) == ["1.5 m", "1.75 m", "2.0 m"])
        #expect(form.rowBy(tag: "newsletter")?.optionLists.first?.options.map(\.title) == ["Yes", "No"])
        let ageKeys = try #require(form.rowBy(tag: "age")?.optionLists.first?.options.map(\.key))
        _ = form.rowBy(tag: "age")?.takeInput(.text(ageKeys[2]))
        let heightKeys = try #require(form.rowBy(tag: "height")?.optionLists.first?.options.map(\.key))
        _ = form.rowBy(tag: "height")?.takeInput(.text(heightKeys[0]))
        let decoded = try form.decode(Registration.self)
        #expect(decoded.age == 65)
        #expect(decoded.height == 1.5)
    }

    /// A date field with options (FXForms: options on any field) offers those dates,
    /// titled as its description says, and stores the one chosen.
    struct Booking: Codable, FormDescribable {
        static let days = [Date(timeIntervalSince1970: 1_800_000_000), Date(timeIntervalSince1970: 1_800_086_400)]
        var day = Booking.days[0]
        static var formDescription: FormDescription<Booking> {
            FormDescription {
                $0.field(\.day) { $0.options = Booking.days; $0.optionTitle = { ($0 as? Date) == Booking.days[0] ? "Friday" : "Saturday" } }
            }
        }
    }

    @Test func aDateWithOptionsOffersThoseDates() throws {
        let form = try Form(model: Booking())
        let row = try #require(form.rowBy(tag: "day"))
        let list = try #require(row.optionLists.first)
        #expect(list.options.map(\.title) == ["Friday", "Saturday"])
        #expect(list.options.map(\.isSelected) == [true, false])
        #expect(row.takeInput(.text(list.options[1].key)).isAccepted)
        #expect(try form.decode(Booking.self).day == Booking.days[1])
        #expect(!row.takeInput(.text("2030-01-01")).isAccepted, "a date that is no option is refused")
        #expect(row.baseValue as? Date == Booking.days[1], "and the choice kept")
        #expect(throws: FormDecodingError.self, "the refusal stands until the person chooses again") { try form.decode(Booking.self) }
    }

    @Test func aCollectionWithOptionsIsAChoiceOfSeveralKeptInTheOptionsOrder() throws {
        let form = try Form(model: Registration(interests: ["Cooking"], tags: ["b"]))
        let interests = try #require(form.rowBy(tag: "interests"))
        #expect(interests.kind == .multipleOptions)
        #expect(!form.allSections.contains { $0 is MultivaluedSection }, "not a repeating group")
        #expect(interests.optionLists.first?.options.filter(\.isSelected).map(\.title) == ["Cooking"])
        #expect(interests.takeInput(.texts(["Cooking", "Videogames"])).isAccepted == true)
        #expect(form.rowBy(tag: "tags")?.takeInput(.texts(["a", "b"])).isAccepted == true)
        let decoded = try form.decode(Registration.self)
        #expect(decoded.interests == ["Videogames", "Cooking"])
        #expect(decoded.tags == ["a", "b"])
        #expect(decoded.internalNote == "kept")
        // An option that is not listed is refused.
        #expect(interests.takeInput(.texts(["Chess"])).isAccepted == false)
    }

    @Test func aSetOfValuesWithoutOptionsIsNamedAsTheProblem() {
        struct Bare: Codable { var labels: Set<String> = [] }
        #expect(throws: ModelFormError.self) { try Form(model: Bare()) }
        do {
            _ = try Form(model: Bare())
        } catch {
            #expect(error.property == "labels")
            #expect("\(error)".contains("needs options"))
        }
    }

    @Test func exactlyTheListedFieldsInTheirOrder() throws {
        let form = try Form(model: OnlySome(first: "Ada", third: "x"))
        #expect(form.allRows.map(\.tag) == ["second", "address.city", "first"])
        #expect(form.rowBy(tag: "first")?.title == "Given name")
        _ = form.rowBy(tag: "second")?.takeInput(.text("B"))
        _ = form.rowBy(tag: "address.city")?.takeInput(.text("Paris"))
        let decoded = try form.decode(OnlySome.self)
        #expect(decoded == OnlySome(first: "Ada", second: "B", third: "x", address: .init(street: "", city: "Paris")))
    }

    @Test func dataIsAnImageRowAndComesBackAsData() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        let form = try Form(model: Registration(photo: png))
        let row = try #require(form.rowBy(tag: "photo") as? ImageRow)
        #expect(row.value?.contentType == "image/png")
        #expect(try form.decode(Registration.self).photo == png)
        row.value = nil
        #expect(try form.decode(Registration.self).photo == nil)
    }

    @Test func aBitfieldIsAChoiceOfSeveralOfItsBits() throws {
        let form = try Form(model: Bits(otherInterests: 0b101))
        let row = try #require(form.rowBy(tag: "otherInterests"))
        #expect(row.kind == .multipleOptions)
        #expect(row.optionLists.first?.options.map(\.title) == ["Computers", "Socializing", "Sports"])
        #expect(row.optionLists.first?.options.filter(\.isSelected).map(\.title) == ["Computers", "Sports"])
        let keys = try #require(row.optionLists.first?.options.map(\.key))
        #expect(row.takeInput(.texts([keys[1]])).isAccepted)
        let sets = try #require(form.rowBy(tag: "interests"))
        #expect(sets.optionLists.first?.options.filter(\.isSelected).map(\.title) == ["Sports"])
        #expect(sets.takeInput(.texts([keys[0], keys[2]])).isAccepted)
        let decoded = try form.decode(Bits.self)
        #expect(decoded.otherInterests == 0b010)
        #expect(decoded.interests == [.computers, .sports])
    }

    @Test func aValueTransformerShowsAndReadsBack() throws {
        let form = try Form(model: Measured())
        let height = try #require(form.rowBy(tag: "height"))
        #expect(height.inputText == "180 cm")
        #expect(height.takeInput(.text("172 cm")).isAccepted)
        #expect(height.takeInput(.text("tall")).isAccepted == false)
        #expect(form.rowBy(tag: "country")?.optionLists.first?.options.map(\.title) == ["France", "Japan"])
        _ = height.takeInput(.text("172 cm"))
        #expect(try form.decode(Measured.self).height == 172)
        #expect(throws: ModelFormError.self) { try Form(model: SwitchWithTransformer()) }
    }
}
