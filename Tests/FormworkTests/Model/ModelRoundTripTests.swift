import Foundation
import Formwork
import Testing

enum TripClass: String, Codable, CaseIterable { case economy, premium, business, first, charter }
enum TripSeat: Int, Codable, CaseIterable { case aisle = 1, middle, window }
enum TripMeal: String, Codable, CaseIterable, Hashable { case vegan, kosher, halal, glutenFree = "gluten_free" }

struct TripAddress: Codable, Equatable {
    var street = ""
    var city = ""
    var postcode: String?
}

struct TripBooking: Codable, Equatable {
    var fullName = ""
    var email = ""
    var password = ""
    var homepageURL: URL?
    var phone: String?
    var age: Int?
    var nights = 1
    var budget = 0.0
    var rating: Float = 0
    var deposit: Decimal = 0
    var insured = false
    var travelClass: TripClass = .economy
    var seat: TripSeat = .aisle
    var meals: Set<TripMeal> = []
    var phones: [String] = []
    var luckyNumbers: [Int] = []
    var departure: Date?
    var address = TripAddress()
}

struct TripIntegers: Codable, Equatable {
    var tiny: Int8 = 0
    var short: Int16 = 0
    var word: Int32 = 0
    var long: Int64 = 0
    var unsigned: UInt = 0
    var byte: UInt8 = 0
    var wide: UInt64 = 0
}

struct TripNumbers: Codable, Equatable {
    var ratio: Float = 0
    var price: Decimal = 0
    var weights: [Double] = []
}

struct TripOptionals: Codable, Equatable {
    var nickname: String?
    var age: Int?
    var score: Double?
    var agreed: Bool?
    var due: Date?
    var link: URL?
    var seat: TripSeat?
    var travelClass: TripClass?
    var meals: Set<TripMeal>?
}

struct TripLists: Codable, Equatable {
    var tags: [String] = []
    var luckyNumbers: [Int] = []
    var dates: [Date] = []
    var links: [URL] = []
    var seats: [TripSeat] = []
}

@Suite("Forms from models: round trips")
struct ModelRoundTripTests {
    private func text(_ form: Form, _ tag: String, _ typed: String) throws {
        let row = try #require(form.rowBy(tag: tag) as? any TextInputRow, "no text row \(tag)")
        row.didBeginEditing()
        row.setText(typed)
        row.didEndEditing()
    }

    private func list(_ form: Form, _ tag: String) throws -> MultivaluedSection {
        try #require(form.sectionBy(tag: tag) as? MultivaluedSection, "no list \(tag)")
    }

    /// Adds an item as a person would: the add button, then typing.
    private func addItem(_ section: MultivaluedSection, _ typed: String) throws {
        let before = section.itemRows.count
        let button = try #require(section.addButtonRow)
        button.didSelect()
        try #require(section.itemRows.count == before + 1)
        let row = try #require(section.itemRows.last as? any TextInputRow)
        row.setText(typed)
    }

    private func day(_ year: Int, _ month: Int, _ day: Int, in timeZone: TimeZone) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
    }

    @Test func anUneditedModelComesBackUnchanged() throws {
        let model = TripBooking(
            fullName: "Ada Lovelace", email: "ada@example.com", password: "s3cret",
            homepageURL: URL(string: "https://ada.dev"), phone: "555-0100", age: 36, nights: 4, budget: 1200.75,
            rating: 4.5, deposit: 250, insured: true, travelClass: .first, seat: .window, meals: [.vegan, .glutenFree],
            phones: ["555-1", "555-2"], luckyNumbers: [3, 7], departure: Date(timeIntervalSince1970: 1_700_000_123.5),
            address: TripAddress(street: "12 St James's Square", city: "London", postcode: "SW1Y 4JH"))
        let form = try Form(model: model)
        #expect(try form.decode(TripBooking.self) == model)
    }

    @Test func editsMadeThroughTheRowsComeBackInTheModel() throws {
        let form = try Form(model: TripBooking())
        try text(form, "fullName", "Ada Lovelace")
        try text(form, "email", " ada@example.com ")
        try text(form, "password", "s3cret")
        try text(form, "homepageURL", "https://ada.dev")
        try text(form, "phone", "555-0100")
        try text(form, "age", "36")
        try text(form, "nights", "3")
        try text(form, "budget", "1250.5")
        try text(form, "rating", "4.5")
        try text(form, "deposit", "99.5")
        form.rowBy(tag: "insured")?.didSelect()

        var presented: [String] = []
        form.addObserver { event in
            if case .presentationRequested(let row) = event { presented.append(row.tag ?? "") }
        }
        let travelClass = try #require(form.rowBy(tag: "travelClass") as? PushRow<TripClass>)
        travelClass.didSelect()
        #expect(presented == ["travelClass"])
        travelClass.select(option: .business)

        let seat = try #require(form.rowBy(tag: "seat") as? SegmentedRow<TripSeat>)
        seat.select(option: .window)

        let meals = try #require(form.rowBy(tag: "meals") as? MultipleSelectorRow<TripMeal>)
        meals.didSelect()
        meals.toggle(option: .vegan)
        meals.toggle(option: .halal)
        meals.toggle(option: .glutenFree)
        meals.toggle(option: .halal)

        let phones = try list(form, "phones")
        try addItem(phones, "555-1")
        try addItem(phones, "")
        try addItem(phones, "555-2")
        try addItem(try list(form, "luckyNumbers"), "7")

        let departure = try #require(form.rowBy(tag: "departure") as? DateRow)
        try text(form, "departure", "2025-06-01")
        try text(form, "address.street", "12 St James's Square")
        try text(form, "address.city", "London")

        let expected = TripBooking(
            fullName: "Ada Lovelace", email: "ada@example.com", password: "s3cret",
            homepageURL: URL(string: "https://ada.dev"), phone: "555-0100", age: 36, nights: 3, budget: 1250.5,
            rating: 4.5, deposit: 99.5, insured: true, travelClass: .business, seat: .window, meals: [.vegan, .glutenFree],
            phones: ["555-1", "555-2"], luckyNumbers: [7], departure: try day(2025, 6, 1, in: departure.timeZone),
            address: TripAddress(street: "12 St James's Square", city: "London", postcode: nil))
        #expect(try form.decode(TripBooking.self) == expected)
    }

    @Test func clearingAndDeletingComeBackAsNilAndShorterLists() throws {
        let model = TripBooking(
            fullName: "Ada", email: "ada@example.com", password: "pw", homepageURL: URL(string: "https://ada.dev"),
            phone: "555", age: 36, meals: [.kosher], phones: ["1", "2", "3"], luckyNumbers: [1],
            departure: Date(timeIntervalSince1970: 0), address: TripAddress(street: "S", city: "C", postcode: "P"))
        let form = try Form(model: model)
        try text(form, "homepageURL", "")
        try text(form, "phone", "")
        try text(form, "age", "")
        try text(form, "departure", "")
        try text(form, "address.postcode", "")
        (form.rowBy(tag: "meals") as? MultipleSelectorRow<TripMeal>)?.toggle(option: .kosher)
        let phones = try list(form, "phones")
        try phones.deleteRow(at: 1)
        try list(form, "luckyNumbers").deleteRow(at: 0)

        var expected = model
        expected.homepageURL = nil
        expected.phone = nil
        expected.age = nil
        expected.departure = nil
        expected.address.postcode = nil
        expected.meals = []
        expected.phones = ["1", "3"]
        expected.luckyNumbers = []
        #expect(try form.decode(TripBooking.self) == expected)
    }

    @Test func nilOptionalsStayNil() throws {
        let form = try Form(model: TripOptionals())
        #expect(try form.decode(TripOptionals.self) == TripOptionals())
    }

    @Test func filledOptionalsComeBack() throws {
        let model = TripOptionals(
            nickname: "Ada", age: 36, score: 9.25, agreed: false, due: Date(timeIntervalSince1970: 86_400),
            link: URL(string: "https://swift.org/blog"), seat: .middle, travelClass: .charter, meals: [.halal])
        let form = try Form(model: model)
        #expect(try form.decode(TripOptionals.self) == model)
    }

    @Test func optionalsFilledInThroughTheRows() throws {
        let form = try Form(model: TripOptionals())
        try text(form, "nickname", "Ada")
        try text(form, "score", "-0.5")
        form.rowBy(tag: "agreed")?.didSelect()
        let seat = try #require(form.rowBy(tag: "seat") as? SegmentedRow<TripSeat>)
        try seat.selectOption(key: "2")
        (form.rowBy(tag: "travelClass") as? PushRow<TripClass>)?.select(option: .premium)
        (form.rowBy(tag: "meals") as? MultipleSelectorRow<TripMeal>)?.toggle(option: .vegan)
        let decoded = try form.decode(TripOptionals.self)
        #expect(decoded == TripOptionals(nickname: "Ada", score: -0.5, agreed: true, seat: .middle,
                                         travelClass: .premium, meals: [.vegan]))
    }

    @Test func enumsWithIntAndStringRawValuesUseTheirRawValuesAsKeys() throws {
        let form = try Form(model: TripBooking())
        let seat = try #require(form.rowBy(tag: "seat") as? SegmentedRow<TripSeat>)
        #expect(seat.options?.map { seat.key(for: $0) } == ["1", "2", "3"])
        try seat.selectOption(key: "3")
        #expect(throws: UnknownOptionKey.self) { try seat.selectOption(key: "4") }
        #expect(seat.value?.rawValue == 3)
        let meals = try #require(form.rowBy(tag: "meals") as? MultipleSelectorRow<TripMeal>)
        #expect(meals.key(for: .glutenFree) == "gluten_free")
        let glutenFree = try #require(meals.option(forKey: "gluten_free"))
        meals.toggle(option: glutenFree)
        try text(form, "fullName", "A")
        try text(form, "email", "a@b.co")
        try text(form, "password", "p")
        try text(form, "address.street", "S")
        try text(form, "address.city", "C")
        let decoded = try form.decode(TripBooking.self)
        #expect(decoded.seat == .window)
        #expect(decoded.meals == [.glutenFree])
    }

    @Test func everyIntegerTypeRoundTrips() throws {
        let model = TripIntegers(tiny: -128, short: 32_000, word: -2_000_000_000, long: 9_000_000_000,
                                 unsigned: 42, byte: 255, wide: 5_000_000_000)
        let form = try Form(model: model)
        #expect(try form.decode(TripIntegers.self) == model)
        try text(form, "tiny", "127")
        try text(form, "byte", "0")
        try text(form, "wide", "18")
        var expected = model
        expected.tiny = 127
        expected.byte = 0
        expected.wide = 18
        #expect(try form.decode(TripIntegers.self) == expected)
    }

    @Test func floatsRoundTripWithoutDrift() throws {
        let model = TripNumbers(ratio: 0.1, price: 0, weights: [0.1, 2.5])
        let form = try Form(model: model)
        #expect(try form.decode(TripNumbers.self) == model)
        try text(form, "ratio", "0.3")
        #expect(try form.decode(TripNumbers.self).ratio == Float(0.3))
    }

    @Test(arguments: ["19.99", "0.1", "1234.56", "-3.3"])
    func decimalsRoundTripExactly(_ literal: String) throws {
        let value = try #require(Decimal(string: literal))
        let form = try Form(model: TripNumbers(price: value))
        let unedited = try form.decode(TripNumbers.self).price
        #expect(unedited == value, "unedited")
        try text(form, "price", literal)
        let typed = try form.decode(TripNumbers.self).price
        #expect(typed == value, "typed")
    }

    @Test func datesKeepTheirExactInstantWhenNotEdited() throws {
        let instant = Date(timeIntervalSince1970: 1_234_567_890.25)
        let form = try Form(model: TripOptionals(due: instant))
        #expect((form.rowBy(tag: "due") as? DateRow)?.value == instant)
        #expect(try form.decode(TripOptionals.self).due == instant)
    }

    @Test func listsOfEveryKindRoundTripAndSkipBlankRows() throws {
        let model = TripLists(tags: ["a", "b"], luckyNumbers: [1, 2], dates: [Date(timeIntervalSince1970: 0)],
                              links: [URL(string: "https://a.example")!], seats: [.aisle])
        let form = try Form(model: model)
        #expect(try form.decode(TripLists.self) == model)

        try addItem(try list(form, "tags"), "   ")
        try addItem(try list(form, "tags"), "c")
        try addItem(try list(form, "luckyNumbers"), "")
        try addItem(try list(form, "luckyNumbers"), "3")
        try addItem(try list(form, "links"), "https://b.example")
        let seats = try list(form, "seats")
        let seatRow = try #require(try seats.insertNewRow() as? SegmentedRow<TripSeat>)
        seatRow.select(option: .window)
        _ = try seats.insertNewRow()

        var expected = model
        expected.tags = ["a", "b", "c"]
        expected.luckyNumbers = [1, 2, 3]
        expected.links.append(URL(string: "https://b.example")!)
        expected.seats = [.aisle, .window]
        #expect(try form.decode(TripLists.self) == expected)
    }

    @Test func itemsCanBeInsertedInTheMiddleAndMoved() throws {
        let form = try Form(model: TripLists(tags: ["a", "c"]))
        let tags = try list(form, "tags")
        let row = try #require(try tags.insertNewRow(at: 1) as? TextRow)
        row.setText("b")
        #expect(try form.decode(TripLists.self).tags == ["a", "b", "c"])
    }

    @Test func decodingTwiceGivesTheSameModel() throws {
        let form = try Form(model: TripBooking(fullName: "A", email: "a@b.co", password: "p",
                                               address: TripAddress(street: "S", city: "C")))
        let first = try form.decode(TripBooking.self)
        let second = try form.decode(TripBooking.self)
        #expect(first == second)
        #expect(form.validationErrorsByTag.isEmpty)
    }
}
