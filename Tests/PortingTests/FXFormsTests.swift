import Foundation
import FormworkCompatibility
import Testing

/// FXForms' README (seed 001), its Objective-C form objects ported to Codable
/// models and their field methods to form descriptions, and the behaviour the README
/// describes.
@Suite("Porting FXForms")
struct FXFormsTests {
    // MARK: Creating a form

    /// `@interface MyForm : NSObject <FXForm>` with an email, a password and a
    /// Remember Me switch.
    struct MyForm: Codable {
        var email: String?
        var password: String?
        var rememberMe = false
    }

    @Test func creatingAForm() throws {
        let form = try Form(model: MyForm())
        // Fields in declaration order, controls from type and name, titles in Title Case.
        #expect(form.allRows.map(\.tag) == ["email", "password", "rememberMe"])
        #expect(form.rowBy(tag: "email") is EmailRow)
        #expect(form.rowBy(tag: "password") is PasswordRow)
        #expect(form.rowBy(tag: "rememberMe") is SwitchRow)
        #expect(form.allRows.map(\.title) == ["Email", "Password", "Remember Me"])
    }

    /// "Modifying values in the form will automatically assign those values back to
    /// your model object."
    @Test func valuesGoBackToTheModelAsTheyChange() throws {
        let form = try Form(model: MyForm())
        var told: [Bool] = []
        let binding = ModelBinding(form: form, model: MyForm()) { told.append($0.rememberMe) }
        (form.rowBy(tag: "rememberMe") as? SwitchRow)?.value = true
        #expect(binding.model.rememberMe)
        (form.rowBy(tag: "email") as? EmailRow)?.setText("ada@example.com")
        #expect(binding.model.email == "ada@example.com")
        #expect(told == [true, true])
    }

    struct Profile: Codable { var name = ""; var age = 0 }

    @Test func aChangeThatDoesNotPassLeavesTheModelAsItWas() throws {
        let form = try Form(model: Profile())
        let binding = ModelBinding(form: form, model: Profile())
        (form.rowBy(tag: "name") as? TextRow)?.setText("Ada")
        (form.rowBy(tag: "age") as? IntRow)?.setText("36")
        #expect(binding.model.name == "Ada" && binding.model.age == 36)
        (form.rowBy(tag: "age") as? IntRow)?.setText("thirty")
        #expect(binding.model.age == 36, "a half-typed value never reaches the model")
        #expect(form.rowBy(tag: "age")?.validationErrors.isEmpty == true, "nothing is shown while typing")
        (form.rowBy(tag: "name") as? TextRow)?.setText("")
        #expect(binding.model.name == "Ada", "a required field left empty does not either")
    }

    // MARK: Tweaking form behavior

    /// `- (NSArray *)fields { return @[@"field1", @"field2", @"field3"]; }`
    struct ExactFields: FormDescribable, Codable {
        var field1 = "", field2 = "", field3 = "", field4 = ""
        static var formDescription: FormDescription<ExactFields> {
            FormDescription { $0.fields(\.field3, \.field1, \.field2) }
        }
    }

    @Test func theFieldsMethodReplacesTheFieldList() throws {
        let form = try Form(model: ExactFields(field4: "kept"))
        #expect(form.allRows.map(\.tag) == ["field3", "field1", "field2"])
        _ = form.setValues(["field1": "a", "field2": "b", "field3": "c"])
        let model = try form.decode(ExactFields.self)
        #expect(model.field4 == "kept", "a field left out keeps the model's value")
    }

    /// `- (NSDictionary *)emailField { return @{FXFormFieldTitle: @"Email Address"}; }`
    struct TitledEmail: FormDescribable, Codable {
        var email = ""
        static var formDescription: FormDescription<TitledEmail> {
            FormDescription { $0.field(\.email) { $0.title = "Email Address" } }
        }
    }

    @Test func aFieldsDictionaryOverridesItsTitle() throws {
        #expect(try Form(model: TitledEmail()).rowBy(tag: "email")?.title == "Email Address")
    }

    /// `extraFields` adds a field that is no property; `excludedFields` leaves some out.
    struct Extra: FormDescribable, Codable {
        var name = "", someProperty = "", someOtherProperty = ""
        static var formDescription: FormDescription<Extra> {
            FormDescription {
                $0.addRow { LabelRow { $0.title = "Extra Field" } }
                $0.exclude(\.someProperty, \.someOtherProperty)
            }
        }
    }

    @Test func extraAndExcludedFields() throws {
        let form = try Form(model: Extra())
        #expect(form.allRows.map(\.title) == ["Name", "Extra Field"])
    }

    // MARK: Grouping fields

    struct Grouped: FormDescribable, Codable {
        var field1 = "", field2 = "", field3 = "", field4 = ""
        static var formDescription: FormDescription<Grouped> {
            FormDescription {
                $0.field(\.field1) { $0.header = "Section 1" }
                $0.field(\.field3) { $0.header = "Section 2" }
                $0.field(\.field4) { $0.footer = "The end." }
            }
        }
    }

    @Test func aHeaderStartsASectionAndAFooterEndsIt() throws {
        let form = try Form(model: Grouped())
        #expect(form.allSections.map(\.header) == ["Section 1", "Section 2"])
        #expect(form.allSections.map { $0.allRows.map(\.tag) } == [["field1", "field2"], ["field3", "field4"]])
        #expect(form.allSections.last?.footer == "The end.")
    }

    // MARK: Form field properties

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

    /// `FXFormFieldTypeBitfield`, as the example's `otherInterests`.
    struct Bitfield: FormDescribable, Codable {
        var otherInterests = 0
        static var formDescription: FormDescription<Bitfield> {
            FormDescription { $0.field(\.otherInterests) { $0.bitfield(["Computers", "Socializing", "Sports"]) } }
        }
    }

    @Test func aBitfieldIsAMultiSelectField() throws {
        let form = try Form(model: Bitfield(otherInterests: 0b100))
        let row = try #require(form.rowBy(tag: "otherInterests"))
        #expect(row.optionLists.first?.options.filter(\.isSelected).map(\.title) == ["Sports"])
        let keys = try #require(row.optionLists.first?.options.map(\.key))
        _ = row.takeInput(.texts([keys[0], keys[1]]))
        #expect(try form.decode(Bitfield.self).otherInterests == 0b011)
    }

    /// An image property (`UIImage` in FXForms) is a `Data` of the image's bytes.
    struct Photo: Codable { var profilePhoto: Data? }

    @Test func anImagePropertyIsAnUpload() throws {
        let form = try Form(model: Photo())
        #expect(form.rowBy(tag: "profilePhoto") is ImageRow)
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])
        (form.rowBy(tag: "profilePhoto") as? ImageRow)?.value = UploadedFile(name: "me.jpg", contentType: "image/jpeg", data: jpeg)
        #expect(try form.decode(Photo.self).profilePhoto == jpeg)
    }

    // MARK: Field dictionaries, as code, JSON or a property list

    /// The README's `fields` with dictionaries and groups, as FXForms loads them
    /// from a property list.
    @Test func fieldDictionariesFromAPropertyList() throws {
        let plist = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array>
              <dict><key>key</key><string>field1</string><key>header</key><string>Section 1</string></dict>
              <string>field2</string>
              <dict><key>key</key><string>field3</string><key>header</key><string>Section 2</string></dict>
              <dict><key>key</key><string>email</string><key>title</key><string>Email Address</string></dict>
              <dict><key>key</key><string>gender</string><key>options</key>
                <array><string>Male</string><string>Female</string></array>
                <key>footer</key><string>Optional.</string></dict>
              <dict><key>key</key><string>about</string><key>type</key><string>longtext</string></dict>
              <dict><key>key</key><string>agreed</string><key>type</key><string>option</string>
                <key>default</key><true/></dict>
              <dict><key>title</key><string>Submit</string><key>action</key><string>submitForm:</string></dict>
            </array></plist>
            """.utf8)
        let form = try Form(fxFormFieldsPropertyList: plist)
        #expect(form.allSections.map(\.header) == ["Section 1", "Section 2", nil])
        #expect(form.allRows.map(\.tag) == ["field1", "field2", "field3", "email", "gender", "about", "agreed", "submitForm"])
        #expect(form.rowBy(tag: "email")?.title == "Email Address")
        #expect(form.rowBy(tag: "field1")?.title == "Field 1")
        #expect(form.rowBy(tag: "gender")?.kind == .options)
        #expect(form.allSections[1].footer == "Optional.")
        #expect(form.rowBy(tag: "about") is TextAreaRow)
        #expect((form.rowBy(tag: "agreed") as? CheckRow)?.value == true)
        #expect(form.rowBy(tag: "submitForm") is ButtonRow)
    }

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
