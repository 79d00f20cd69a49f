import Foundation
import Formwork
import Testing

/// The example schemas under `Examples/`: every one builds and round-trips, and each
/// behaves as it describes.
@Suite("Forms from JSON: example schemas")
struct ExampleSchemaTests {
    static func data(_ file: String) throws -> Data {
        try Data(contentsOf: SchemaFixture.examplesDirectory.appendingPathComponent(file))
    }

    static func form(_ file: String) throws -> Form {
        try Form(schemaJSON: data(file))
    }

    @Test func theExamplesAreFound() {
        let names = SchemaFixture.exampleFileNames
        for expected in ["catalogue.json", "shipping.json", "signup.json", "survey.json"] {
            #expect(names.contains(expected), "\(expected) in \(names)")
        }
    }

    @Test(arguments: SchemaFixture.exampleFileNames)
    func everyExampleBuildsAndRoundTrips(file: String) throws {
        let schema = try FormSchema.load(json: Self.data(file))
        let form = try Form(schema: schema)
        #expect(form.allSections.count == schema.sections.count)
        for (section, sectionSchema) in zip(form.allSections, schema.sections) {
            let rows = (section as? MultivaluedSection)?.itemRows ?? section.allRows
            #expect(rows.count == sectionSchema.rows.count, "\(file): \(sectionSchema.header ?? "section")")
            #expect(section.header == sectionSchema.header)
            #expect(section.footer == sectionSchema.footer)
            #expect(section.tag == sectionSchema.tag)
        }
        for row in schema.sections.flatMap(\.rows) where row.tag != nil {
            #expect(form.rowBy(tag: row.tag!)?.title == row.title, "\(file): \(row.tag!)")
        }

        // schema → form → FormSchema(form:) → form → schema
        let described = FormSchema(form: form)
        let rebuilt = try Form(schema: described)
        #expect(FormSchema(form: rebuilt) == described)
        #expect(rebuilt.allRows.count == form.allRows.count)
        for (a, b) in zip(form.allRows, rebuilt.allRows) {
            #expect(ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)), "\(file): \(a) became \(b)")
            #expect(a.displayText == b.displayText, "\(file): \(a)")
            #expect(a.isHidden == b.isHidden && a.isDisabled == b.isDisabled, "\(file): \(a)")
        }
        // And through JSON text.
        #expect(try FormSchema.load(json: described.jsonData()) == described)
    }

    // MARK: catalogue.json

    @Test func theCatalogueUsesEveryRowTypeName() throws {
        let schema = try FormSchema.load(json: Self.data("catalogue.json"))
        let types = schema.sections.flatMap(\.rows).compactMap(\.type)
        #expect(Set(types) == Set(schemaRowTypeNames))
        #expect(types.count == schemaRowTypeNames.count)
    }

    @Test func theCatalogueBuildsEachRowClass() throws {
        let form = try Self.form("catalogue.json")
        for name in schemaRowTypeNames where name != "label" && name != "button" {
            let row = try #require(form.rowBy(tag: name), "\(name)")
            let expected: BaseRow.Type?
            switch name {
            case "popover", "pickerInput": expected = SchemaCatalogue.expectedOptionClass(name, Int.self)
            case "picker": expected = SchemaCatalogue.expectedOptionClass(name, Double.self)
            default: expected = SchemaCatalogue.expectedClass(name)
            }
            #expect(ObjectIdentifier(type(of: row)) == ObjectIdentifier(try #require(expected)), "\(name): \(type(of: row))")
        }
        #expect(form.allRows.contains { $0 is LabelRow && $0.title == "Label" })
        #expect(form.allRows.contains { $0 is ButtonRow && $0.title == "Button" })
    }

    @Test func theCatalogueValues() throws {
        let form = try Self.form("catalogue.json")
        #expect((form.rowBy(tag: "phone") as? PhoneRow)?.textMask?.pattern == "###-###-####")
        #expect((form.rowBy(tag: "int") as? IntRow)?.value == 42)
        #expect((form.rowBy(tag: "decimal") as? DecimalRow)?.value == 3.25)
        #expect((form.rowBy(tag: "slider") as? SliderRow)?.value == 25)
        #expect((form.rowBy(tag: "stepper") as? StepperRow)?.stepValue == 0.5)
        #expect((form.rowBy(tag: "dateTime") as? DateTimeRow)?.value == SchemaFixture.localDate(2024, 5, 1, 9, 30))
        #expect(SchemaFixture.clock((form.rowBy(tag: "timePicker") as? TimePickerRow)?.value) == [23, 59])
        #expect((form.rowBy(tag: "timeInline") as? TimeInlineRow)?.minuteInterval == 5)
        #expect((form.rowBy(tag: "picker") as? PickerRow<Double>)?.value == 0.5)
        #expect((form.rowBy(tag: "pickerInput") as? PickerInputRow<Int>)?.value == 20)
        #expect((form.rowBy(tag: "multipleSelector") as? MultipleSelectorRow<String>)?.value == ["Apples", "Plums"])
        #expect((form.rowBy(tag: "listCheck") as? ListCheckRow<String>)?.value == "alone")
        #expect((form.rowBy(tag: "doublePicker") as? DoublePickerRow<String, String>)?.value == Tuple(a: "Peru", b: "Lima"))
        let triple = try #require(form.rowBy(tag: "triplePicker") as? TriplePickerRow<String, String, String>)
        triple.selectFirst("Spain")
        #expect(triple.value?.a == "Spain")
        #expect(triple.value.map { ["Catalonia", "Andalusia"].contains($0.b) } == true)
        #expect(form.isValid)
    }

    @Test func theCatalogueInlineRowsExpand() throws {
        let form = try Self.form("catalogue.json")
        let date = try #require(form.rowBy(tag: "dateInline") as? DateInlineRow)
        date.didSelect()
        #expect(date.inlineRow?.minimumDate == SchemaFixture.localDate(2000, 1, 1))
        let picker = try #require(form.rowBy(tag: "pickerInline") as? PickerInlineRow<String>)
        picker.didSelect()
        #expect(picker.inlineRow?.options == ["Red", "Green", "Blue"])
        // Expanded pickers are not part of the description.
        #expect(FormSchema(form: form) == FormSchema(form: try Self.form("catalogue.json")))
    }

    // MARK: survey.json

    @Test func theSurveyFollowsTheAnswers() throws {
        let form = try Self.form("survey.json")
        let complaint = try #require(form.sectionBy(tag: "complaint"))
        let satisfaction = try #require(form.sectionBy(tag: "satisfaction") as? SelectableSection<ListCheckRow<String>>)
        #expect(satisfaction.selectionType == .singleSelection(enableDeselection: false))
        #expect(satisfaction.selectedRow()?.value == "medium")
        #expect(complaint.isHidden)
        #expect(form.validate().isEmpty)

        form.rowBy(tag: "satisfaction.low")?.didSelect()
        #expect(satisfaction.selectedRows().compactMap(\.value) == ["low"])
        #expect(!complaint.isHidden)
        #expect(form.validate().map(\.msg) == ["Please tell us what went wrong."])

        // The email row follows the check box.
        #expect(form.rowBy(tag: "contactEmail")?.isHidden == true)
        form.rowBy(tag: "contactMe")?.didSelect()
        #expect(form.rowBy(tag: "contactEmail")?.isHidden == false)
        (form.rowBy(tag: "problem") as? TextAreaRow)?.value = "Late delivery"
        #expect(form.validate().map(\.tag) == ["contactEmail"])
        (form.rowBy(tag: "contactEmail") as? EmailRow)?.value = "me@example.com"
        #expect(form.validate().isEmpty)

        // Choosing the same answer again keeps it.
        form.rowBy(tag: "satisfaction.low")?.didSelect()
        #expect(satisfaction.selectedRow()?.value == "low")
    }

    @Test func theSurveysMultipleChoiceShowsAFollowUp() throws {
        let form = try Self.form("survey.json")
        let followUp = try #require(form.rowBy(tag: "otherChannel"))
        #expect(!followUp.isVisible)
        form.rowBy(tag: "channel.friend")?.didSelect()
        form.rowBy(tag: "channel.other")?.didSelect()
        let channels = try #require(form.values()["channels"] as? [Any?])
        #expect(channels.compactMap { $0 as? String } == ["friend", "other"])
        #expect(followUp.isVisible)
        #expect(form.validate().map(\.tag) == ["otherChannel"])
        form.rowBy(tag: "channel.other")?.didSelect()
        #expect(!followUp.isVisible)
    }

    @Test func theSurveysRatingAndAge() throws {
        let form = try Self.form("survey.json")
        let age = try #require(form.rowBy(tag: "age") as? IntRow)
        age.setText("15")
        #expect(age.validate().map(\.msg) == ["You must be 16 or older to answer."])
        age.setText("130")
        #expect(age.validate().map(\.msg) == ["Enter a value of at most 120."])
        #expect((form.rowBy(tag: "rating") as? SliderRow)?.value == 7)
        #expect(form.rowBy(tag: "whyNot")?.isHidden == true)
        (form.rowBy(tag: "recommend") as? SwitchRow)?.value = false
        #expect(form.rowBy(tag: "whyNot")?.isHidden == false)
        let send = try #require(form.allRows.first { $0 is ButtonRow })
        #expect(!send.isDisabled)
    }

    // MARK: shipping.json

    @Test func shippingCascadeShowsUSFields() throws {
        let form = try Self.form("shipping.json")
        let city = try #require(form.rowBy(tag: "city") as? DoublePickerRow<String, String>)
        #expect(city.value == Tuple(a: "France", b: "Lyon"))
        #expect(city.firstOptions() == ["France", "Italy", "United States"])
        for tag in ["state", "zip", "phone"] { #expect(form.rowBy(tag: tag)?.isHidden == true, "\(tag)") }
        city.selectFirst("United States")
        #expect(city.value == Tuple(a: "United States", b: "New York"))
        for tag in ["state", "zip", "phone"] { #expect(form.rowBy(tag: tag)?.isHidden == false, "\(tag)") }
        city.selectFirst("Italy")
        #expect(city.value == Tuple(a: "Italy", b: "Rome"))
        #expect(form.rowBy(tag: "zip")?.isHidden == true)
    }

    @Test func shippingDepotHasThreeLevels() throws {
        let form = try Self.form("shipping.json")
        let depot = try #require(form.rowBy(tag: "depot") as? TriplePickerRow<String, String, String>)
        #expect(depot.value == nil)
        #expect(depot.secondOptions("France") == ["North", "South"])
        depot.selectFirst("Italy")
        #expect(depot.value == Tuple3(a: "Italy", b: "North", c: "Milan"))
        depot.selectThird("Turin")
        #expect(depot.validate().isEmpty)
    }

    @Test func shippingDatesAndTimes() throws {
        let form = try Self.form("shipping.json")
        let shipOn = try #require(form.rowBy(tag: "shipOn") as? DateRow)
        #expect(shipOn.value == SchemaFixture.localDate(2024, 6, 3))
        shipOn.setText("2031-01-01")
        #expect(!shipOn.validate().isEmpty)
        shipOn.setText("2025-01-01")
        #expect(shipOn.validate().isEmpty)
        let pickup = try #require(form.rowBy(tag: "pickupAfter") as? TimeInlineRow)
        #expect(SchemaFixture.clock(pickup.value) == [9, 0])
        pickup.setText("09:10")
        #expect(!pickup.validate().isEmpty)
        let window = try #require(form.rowBy(tag: "window"))
        #expect(window.isDisabled)
        (form.rowBy(tag: "speed") as? SegmentedRow<String>)?.select(option: "Express")
        #expect(!window.isDisabled)
    }

    @Test func shippingItemsAreAList() throws {
        let form = try Self.form("shipping.json")
        let items = try #require(form.sectionBy(tag: "items") as? MultivaluedSection)
        #expect(items.multivaluedOptions == [.insert, .delete, .reorder])
        #expect(items.values().compactMap { $0 as? String } == ["Books", "Lamp"])
        items.addButtonRow?.didSelect()
        let added = try #require(items.itemRows.last as? TextRow)
        #expect(added.placeholder == "Description")
        #expect(form.validate().map(\.msg).contains("This field is required."))
        added.value = "Vase"
        try items.moveRow(from: 2, to: 0)
        #expect(items.values().compactMap { $0 as? String } == ["Vase", "Books", "Lamp"])
    }

    @Test func shippingParcel() throws {
        let form = try Self.form("shipping.json")
        let boxes = try #require(form.rowBy(tag: "boxes") as? PushRow<Int>)
        #expect(boxes.options == [1, 2, 3, 4, 5])
        #expect(boxes.selectorTitle == "How many boxes?")
        let insurance = try #require(form.rowBy(tag: "insurance") as? ActionSheetRow<Double>)
        #expect(insurance.value == 100)
        let weight = try #require(form.rowBy(tag: "weight") as? DecimalRow)
        weight.setText("31")
        #expect(weight.validate().map(\.msg) == ["Parcels weigh 30 kg at most."])
        weight.setText("2.25")
        #expect(weight.validate().map(\.msg) == ["Use at most 1 decimal place."])
        weight.setText("0")
        #expect(weight.validate().map(\.msg) == ["Enter a value greater than 0."])
        #expect(form.rowBy(tag: "giftMessage")?.isHidden == true)
        form.rowBy(tag: "gift")?.didSelect()
        #expect(form.rowBy(tag: "giftMessage")?.isHidden == false)
    }

    // MARK: signup.json

    @Test func signupRules() throws {
        let form = try Self.form("signup.json")
        (form.rowBy(tag: "email") as? EmailRow)?.value = "nope"
        (form.rowBy(tag: "password") as? PasswordRow)?.value = "short"
        (form.rowBy(tag: "confirm") as? PasswordRow)?.value = "other"
        (form.rowBy(tag: "age") as? IntRow)?.value = 17
        let messages = Dictionary(grouping: form.validate(), by: { $0.tag ?? "" }).mapValues { $0.map(\.msg) }
        #expect(messages["email"] == ["That does not look like an email address."])
        #expect(messages["password"] == ["Enter at least 8 characters."])
        #expect(messages["confirm"] == ["The passwords do not match."])
        #expect(messages["age"] == ["Enter a value of at least 18."])
        let phones = try #require(form.values()["phones"] as? [Any?])
        #expect(phones.compactMap { $0 as? String } == ["555-123-4567"])
    }

    // MARK: Damaged examples never crash

    /// Every copy of `root` with one value replaced by a value of another JSON type,
    /// or one member removed.
    static func damagedCopies(of root: Any) -> [Any] {
        let replacements: [Any] = [5, 2.5, "x", true, NSNull(), [Any](), [String: Any]()]
        var results: [Any] = []
        func walk(_ node: Any, _ rebuild: (Any) -> Any) {
            if let object = node as? [String: Any] {
                for key in object.keys.sorted() {
                    var without = object
                    without[key] = nil
                    results.append(rebuild(without))
                    walk(object[key]!) { new in
                        var copy = object
                        copy[key] = new
                        return rebuild(copy)
                    }
                }
            } else if let array = node as? [Any] {
                for index in array.indices {
                    var without = array
                    without.remove(at: index)
                    results.append(rebuild(without))
                    walk(array[index]) { new in
                        var copy = array
                        copy[index] = new
                        return rebuild(copy)
                    }
                }
            }
            for replacement in replacements { results.append(rebuild(replacement)) }
        }
        walk(root) { $0 }
        return results
    }

    @Test func damagedExamplesAreReportedNotCrashed() async {
        await #expect(processExitsWith: .success) {
            for file in SchemaFixture.exampleFileNames {
                guard let data = try? ExampleSchemaTests.data(file),
                      let root = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) else { exit(2) }
                for copy in ExampleSchemaTests.damagedCopies(of: root) {
                    guard let json = try? JSONSerialization.data(withJSONObject: copy, options: .fragmentsAllowed) else { continue }
                    do {
                        let form = try Form(schemaJSON: json)
                        _ = form.validate(includeHidden: true)
                        _ = try? Form(schema: FormSchema(form: form))
                    } catch {
                        if (error as? FormSchemaError)?.issues.isEmpty != false { exit(3) }
                    }
                }
                // Every cut of the text before its closing brace is bad JSON, reported as such.
                let closing = data.lastIndex(of: UInt8(ascii: "}")) ?? data.count
                for end in stride(from: 0, to: closing, by: 7) {
                    do {
                        _ = try Form(schemaJSON: data.prefix(end))
                        exit(4)
                    } catch {
                        if (error as? FormSchemaError)?.issues.isEmpty != false { exit(5) }
                    }
                }
            }
        }
    }

    @Test func damagedCopiesAreMany() throws {
        // The damage test above only means something if it tries many variants.
        let root = try JSONSerialization.jsonObject(with: Self.data("signup.json"))
        #expect(Self.damagedCopies(of: root).count > 500)
    }
}
