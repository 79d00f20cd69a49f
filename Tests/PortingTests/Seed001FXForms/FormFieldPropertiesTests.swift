import Foundation
import FormworkCompatibility
import Testing

/// Seed 001, "Form field properties": each `static NSString *const FXFormField… =
/// @"…";` names a key of a field's dictionary. The README declares them and says
/// what each does; one test per key gives a field of it, as a dictionary
/// (`Form(fxFormFields:)`) or as a model's description, and checks that.
@Suite("Seed 001: Form field properties")
struct FormFieldPropertiesTests {
    /// The issues' places when `fields` does not load.
    func issuePaths(_ fields: [Any]) -> [String] {
        do {
            _ = try Form(fxFormFields: fields)
            return []
        } catch {
            return error.issues.map(\.path)
        }
    }

    /// `FXFormFieldKey = @"key"`: the property the field edits.
    @Test func key() throws {
        let form = try Form(fxFormFields: [["key": "email"]])
        #expect(form.allRows.map(\.tag) == ["email"])
        #expect(form.rowBy(tag: "email") is EmailRow)
    }

    /// `FXFormFieldType = @"type"`: how the field is shown, overriding the inferred type.
    @Test func type() throws {
        let form = try Form(fxFormFields: [["key": "notes", "type": "longtext"], "notesToo"])
        #expect(form.rowBy(tag: "notes") is TextAreaRow)
        #expect(form.rowBy(tag: "notesToo") is TextRow)
    }

    /// `FXFormFieldClass = @"class"`: the class of the value. A model's property type
    /// gives it (documented: "FXForms' form object", `Codable` lists the properties,
    /// typed); a list that names one is told so.
    @Test func valueClass() throws {
        struct Appointment: Codable { var when: Date?; var count = 0 }
        let form = try Form(model: Appointment())
        #expect(form.rowBy(tag: "when") is DateRow)
        #expect(form.rowBy(tag: "count") is IntRow)
        #expect(issuePaths([["key": "when", "class": "NSDate"]]) == ["[0].class"])
    }

    /// `FXFormFieldCell = @"cell"`: a cell class is UIKit; a list that names one is
    /// told so, not ignored (documented).
    @Test func cell() {
        #expect(issuePaths([["key": "count", "cell": "FXFormStepperCell"]]) == ["[0].cell"])
    }

    /// `FXFormFieldTitle = @"title"`: titled from the key in Title Case unless given.
    @Test func title() throws {
        let form = try Form(fxFormFields: ["dateOfBirth", ["key": "email", "title": "Email Address"]])
        #expect(form.rowBy(tag: "dateOfBirth")?.title == "Date Of Birth")
        #expect(form.rowBy(tag: "email")?.title == "Email Address")
    }

    /// `FXFormFieldPlaceholder = @"placeholder"`: shown while the value is nil or empty.
    @Test func placeholder() throws {
        let form = try Form(fxFormFields: [["key": "email", "placeholder": "you@example.com"]])
        let email = try #require(form.rowBy(tag: "email"))
        #expect(email.placeholder == "you@example.com")
        #expect(form.values()["email"].flatMap { $0 } == nil, "a placeholder is not a value")
    }

    /// `FXFormFieldDefaultValue = @"default"`: stored in the form when the value is nil.
    @Test func defaultValue() throws {
        let form = try Form(fxFormFields: [["key": "agreed", "type": "option", "default": true],
                                           ["key": "city", "default": "Paris"]])
        #expect((form.rowBy(tag: "agreed") as? CheckRow)?.value == true)
        #expect((form.rowBy(tag: "city") as? TextRow)?.value == "Paris")
    }

    /// `FXFormFieldOptions = @"options"`: a list of options to choose from.
    @Test func options() throws {
        let form = try Form(fxFormFields: [["key": "gender", "options": ["Male", "Female", "Other"]]])
        let gender = try #require(form.rowBy(tag: "gender"))
        #expect(gender.kind == .options)
        #expect(gender.optionLists.first?.options.map(\.title) == ["Male", "Female", "Other"])
        #expect(gender.takeInput(.text("Female")).isAccepted)
        #expect((form.values()["gender"] ?? nil) as? String == "Female")
    }

    /// `FXFormFieldTemplate = @"template"`: the items of a collection, which people
    /// add and remove.
    @Test func template() throws {
        let form = try Form(fxFormFields: [["key": "phones", "template": ["type": "phone"]]])
        let phones = try #require(form.allSections.first { $0.tag == "phones" } as? MultivaluedSection)
        #expect(phones.multivaluedOptions.contains(.insert) && phones.multivaluedOptions.contains(.delete))
        #expect(!phones.multivaluedOptions.contains(.reorder), "sorting is asked for with sortable")
        phones.addItemRow?.didSelect()
        #expect(phones.items.first is PhoneRow)
    }

    /// `FXFormFieldValueTransformer = @"valueTransformer"`: how a value is shown, and
    /// read back when the transformer is reversible.
    @Test func valueTransformer() throws {
        struct Measured: Codable, FormDescribable {
            var height = 180
            static var formDescription: FormDescription<Measured> {
                FormDescription {
                    $0.field(\.height) {
                        $0.valueTransformer = FieldValueTransformer(
                            display: { "\($0) cm" },
                            parse: { Int($0.replacingOccurrences(of: " cm", with: "")) })
                    }
                }
            }
        }
        let form = try Form(model: Measured())
        let height = try #require(form.rowBy(tag: "height"))
        #expect(height.inputText == "180 cm")
        #expect(height.takeInput(.text("175 cm")).isAccepted)
        #expect(try form.decode(Measured.self).height == 175)
    }

    /// `FXFormFieldAction = @"action"`: a field that does something when tapped, a
    /// button tagged by the selector's name.
    @Test func action() throws {
        var submitted = 0
        let form = try Form(fxFormFields: ["name", ["title": "Submit", "action": "submitForm:"]])
        let button = try #require(form.rowBy(tag: "submitForm") as? ButtonRow)
        #expect(button.title == "Submit")
        button.onCellSelection { _ in submitted += 1 }
        button.didSelect()
        #expect(submitted == 1)
    }

    /// `FXFormFieldSegue = @"segue"`: a storyboard segue is UIKit; a list that names
    /// one is told so (documented: a segue is a row added with `addRow`).
    @Test func segue() {
        #expect(issuePaths([["key": "terms", "segue": "showTerms"]]) == ["[0].segue"])
    }

    /// `FXFormFieldHeader = @"header"`: starts a section with that header.
    @Test func header() throws {
        let form = try Form(fxFormFields: ["name", ["key": "email", "header": "Contact"], "phone"])
        #expect(form.allSections.map(\.header) == [nil, "Contact"])
        #expect(form.allSections.map { $0.allRows.map(\.tag) } == [["name"], ["email", "phone"]])
    }

    /// `FXFormFieldFooter = @"footer"`: the footer of the field's section, which it ends.
    @Test func footer() throws {
        let form = try Form(fxFormFields: [["key": "email", "footer": "We never share it."], "name"])
        #expect(form.allSections.map(\.footer) == ["We never share it.", nil])
        #expect(form.allSections.map { $0.allRows.map(\.tag) } == [["email"], ["name"]])
    }

    /// `FXFormFieldInline = @"inline"`: options shown in the form rather than on a
    /// page of their own.
    @Test func inline() throws {
        let form = try Form(fxFormFields: [["key": "size", "options": ["S", "M"], "inline": true, "default": "M",
                                            "header": "Fit"],
                                           ["key": "colour", "options": ["Red", "Blue"]],
                                           ["key": "extras", "type": "bitfield", "options": [1, 2, 4], "inline": true]])
        // The options are rows of the form, ticked as FXForms ticks them in its table.
        let size = try #require(form.sectionBy(tag: "size") as? SelectableSection<ListCheckRow<String>>)
        #expect(size.header == "Fit", "the field's header heads its list")
        #expect(size.allRows.map(\.title) == ["S", "M"])
        #expect(size.selectedRow()?.selectableValue == "M", "the default is ticked")
        size.allRows[0].didSelect()
        #expect(form.values()["size"] as? String == "S", "one choice at a time")
        #expect(form.rowBy(tag: "colour") is PushRow<String>, "options not inline are chosen on a page of their own")
        let extras = try #require(form.allSections.first { $0.tag == "extras" })
        #expect(extras.header == "Extras")
        extras.allRows[0].didSelect()
        extras.allRows[2].didSelect()
        #expect((form.values()["extras"] as? Set<Int>) == [1, 4] || (form.values()["extras"] as? [Int])?.sorted() == [1, 4],
                "a bitfield's options are ticked together")
        #expect(form.allSections.count == 3)
        // Options a schema cannot hold are refused where the list has them, inline or not.
        #expect(issuePaths([["key": "newsletter", "options": [true, false], "inline": true]]) == ["[0].options"])
        #expect(issuePaths([["key": "newsletter", "options": [true, false]]]) == ["[0].options"])
        #expect(issuePaths([["key": "size", "options": ["S", 2], "inline": true]]) == ["[0].options"])
        #expect(issuePaths([["key": "size", "options": [], "inline": true]]) == ["[0].options"])
        #expect(issuePaths([["key": "size", "options": ["S", "S"], "inline": true]]) == ["[0].options"])
    }

    /// `FXFormFieldSortable = @"sortable"`: a collection whose items people reorder.
    @Test func sortable() throws {
        let form = try Form(fxFormFields: [["key": "tags", "template": ["type": "text"], "sortable": true]])
        let tags = try #require(form.allSections.first { $0.tag == "tags" } as? MultivaluedSection)
        #expect(tags.multivaluedOptions.contains(.reorder))
        #expect(issuePaths([["key": "name", "sortable": true]]) == ["[0].sortable"], "only a collection sorts")
    }

    /// `FXFormFieldViewController = @"controller"`: a view controller is UIKit; a
    /// list that names one is told so.
    @Test func viewController() {
        #expect(issuePaths([["key": "terms", "controller": "TermsViewController"]]) == ["[0].controller"])
    }

    /// Several properties in a model's description, as the README's field
    /// dictionaries set them.
    struct Properties: FormDescribable, Codable {
        var nickname: String?
        var language: String?
        var country: String?
        var colour = 0
        var tags: [String] = []
        var phones: [String] = []
        static var formDescription: FormDescription<Properties> {
            FormDescription {
                $0.field(\.nickname) { $0.placeholder = "None"; $0.defaultValue = "Ada" }
                $0.field(\.language) { $0.options = ["English", "French"] }
                // FXFormFieldValueTransformer on options: a code shown as a name.
                $0.field(\.country) { $0.options = ["fr", "jp"]; $0.optionTitle = { ["fr": "France", "jp": "Japan"][$0 as? String ?? ""] ?? "?" } }
                $0.field(\.colour) { $0.options = ["Red", "Green", "Blue"] }
                $0.field(\.tags) { $0.options = ["new", "sale"] }
                $0.field(\.phones) { $0.sortable = true }
            }
        }
    }

    @Test func placeholdersDefaultsOptionsTransformersAndSortableLists() throws {
        let form = try Form(model: Properties())
        #expect(form.rowBy(tag: "nickname")?.placeholder == "None")
        #expect((form.rowBy(tag: "nickname") as? TextRow)?.value == "Ada", "the default stands in for nil")
        #expect(form.rowBy(tag: "language")?.kind == .options)
        #expect(form.rowBy(tag: "country")?.optionLists.first?.options.map(\.title) == ["France", "Japan"])
        // Text options on a number store the chosen index.
        _ = form.rowBy(tag: "colour")?.takeInput(.text("2"))
        // A collection with options is a multi-select field; one without is a list people edit and sort.
        #expect(form.rowBy(tag: "tags")?.kind == .multipleOptions)
        let phones = try #require(form.allSections.first { $0.tag == "phones" } as? MultivaluedSection)
        #expect(phones.multivaluedOptions.contains(.reorder))
        _ = form.rowBy(tag: "tags")?.takeInput(.texts(["sale", "new"]))
        let model = try form.decode(Properties.self)
        #expect(model.colour == 2)
        #expect(model.tags == ["new", "sale"])
        #expect(model.nickname == "Ada")
    }

    /// Field dictionaries in code and JSON, with a template, and every problem
    /// named by its place in the list.
    @Test func fieldDictionariesInCodeAndJSONWithTemplatesAndPlacedErrors() throws {
        let form = try Form(fxFormFields: [
            ["key": "email", "placeholder": "you@example.com"],
            ["key": "phones", "template": ["type": "phone"], "sortable": true],
            ["key": "age", "type": "unsigned"],
        ])
        #expect(form.rowBy(tag: "email")?.placeholder == "you@example.com")
        let phones = try #require(form.allSections.first { $0.tag == "phones" } as? MultivaluedSection)
        #expect(phones.multivaluedOptions.contains(.reorder))
        _ = form.rowBy(tag: "age")?.takeInput(.text("-1"))
        #expect(form.validate().compactMap(\.tag) == ["age"], "unsigned takes no negative number")
        // Every problem, by its place in the list.
        do {
            _ = try Form(fxFormFieldsJSON: Data("""
                ["name", {"key": "colour", "type": "push"}, {"key": "x", "cell": "FXFormStepperCell"},
                 {"key": "y", "type": "hologram"}]
                """.utf8))
            Issue.record("the list should not load")
        } catch {
            let paths = error.issues.map(\.path)
            #expect(paths.contains("[2].cell"))
            #expect(!paths.contains { $0.hasPrefix("sections") }, "\(paths)")
        }
        do {
            _ = try Form(fxFormFieldsJSON: Data(#"[{"key": "colour", "type": "push"}, {"key": "y", "type": "hologram"}]"#.utf8))
            Issue.record("the list should not load")
        } catch {
            #expect(error.issues.map(\.path).allSatisfy { $0.hasPrefix("[0]") || $0.hasPrefix("[1]") }, "\(error)")
            #expect(error.issues.contains { $0.path.hasPrefix("[1]") && $0.message.contains("hologram") }, "\(error)")
            #expect(error.issues.contains { $0.path.hasPrefix("[0]") }, "a push row without options: \(error)")
        }
    }
}
