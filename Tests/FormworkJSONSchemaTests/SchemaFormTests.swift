import Foundation
import Formwork
import FormworkHTML
import FormworkJSONSchema
import Testing

/// Forms made from JSON Schemas: what they show, what a post makes of them, and
/// the server's check with the same schema.
@Suite("Forms from JSON Schemas")
struct SchemaFormTests {
    static let signUp = """
        {"$schema": "https://json-schema.org/draft/2020-12/schema",
         "title": "Sign up", "type": "object",
         "required": ["email", "age", "plan", "address"],
         "properties": {
           "email": {"type": "string", "format": "email", "title": "Email"},
           "name": {"type": "string", "minLength": 2, "maxLength": 40, "description": "As on your passport."},
           "age": {"type": "integer", "minimum": 18, "title": "Age"},
           "plan": {"title": "Plan", "oneOf": [{"const": "free", "title": "Free"}, {"const": "pro", "title": "Professional"}],
                    "default": "free"},
           "company": {"type": ["string", "null"]},
           "newsletter": {"type": "boolean", "title": "Send me news"},
           "code": {"type": "string", "pattern": "^[A-Z]{3}$", "not": {"const": "XXX"}},
           "address": {"type": "object", "title": "Address", "required": ["city"],
                       "properties": {"city": {"type": "string"}, "zip": {"type": "string"}}}
         }}
        """

    func form(_ schema: String, ui: String? = nil) throws -> Form {
        try Form(jsonSchema: JSON(parsing: schema), uiSchema: ui.map { try JSON(parsing: $0) })
    }

    func post(_ body: String, to form: Form) throws -> FormSubmission.Outcome {
        try FormSubmission(urlEncoded: Array(body.utf8)).apply(to: form)
    }

    func field(_ form: Form, _ tag: String) -> String {
        form.rowBy(tag: tag)?.identifier ?? tag
    }

    @Test func propertiesBecomeRowsInTheSchemasOrder() throws {
        let form = try form(Self.signUp)
        #expect(form.title == "Sign up")
        #expect(form.allRows.compactMap(\.tag) == ["email", "name", "age", "plan", "company", "newsletter", "code",
                                                    "address.city", "address.zip"])
        #expect(form.rowBy(tag: "email") is EmailRow)
        #expect(form.rowBy(tag: "age") is IntRow)
        #expect(form.rowBy(tag: "newsletter") is CheckRow)
        #expect(form.rowBy(tag: "plan") is SegmentedRow<String>)
        #expect(form.rowBy(tag: "email")?.isRequired == true)
        #expect(form.rowBy(tag: "name")?.isRequired == false)
        #expect(form.rowBy(tag: "name")?.title == "Name", "a property without a title is titled from its name")
        #expect(form.rowBy(tag: "name")?.help == "As on your passport.")
        #expect(form.rowBy(tag: "address.city")?.isRequired == true, "a required object's required property")
        #expect(form.allSections.map(\.header).contains("Address"))
        let plan = try #require(form.rowBy(tag: "plan") as? SegmentedRow<String>)
        #expect(plan.value == "free", "the default is the first value")
        #expect(plan.displayText(for: "pro") == "Professional")
    }

    @Test func aValidPostMakesATypedInstanceThatTheSchemaAccepts() throws {
        let form = try form(Self.signUp)
        let body = "email=ann%40example.com&name=&age=30&plan=pro&company=&newsletter=true&code=ABC&address.city=Lyon&address.zip="
        #expect(try post(body, to: form) == .valid)
        let instance = try #require(form.jsonSchemaInstance)
        let expected = try JSON(parsing: """
            {"email": "ann@example.com", "age": 30, "plan": "pro", "company": null, "newsletter": true,
             "code": "ABC", "address": {"city": "Lyon"}}
            """)
        #expect(instance == expected, "empty fields are absent, a nullable one is null, numbers and booleans typed")
        #expect(try JSONSchema(JSON(parsing: Self.signUp)).isValid(instance))
    }

    @Test func rulesTheRowsKnowShowOnTheRows() throws {
        let form = try form(Self.signUp)
        #expect(try post("email=&age=12&plan=free&code=abc&address.city=", to: form) == .invalid)
        #expect(form.rowBy(tag: "email")?.validationErrors.first?.msg == "This field is required.")
        #expect(form.rowBy(tag: "age")?.validationErrors.isEmpty == false)
        #expect(form.rowBy(tag: "code")?.validationErrors.isEmpty == false, "the pattern is a rule of the row")
        #expect(form.rowBy(tag: "address.city")?.validationErrors.isEmpty == false)
        #expect(form.rowBy(tag: "age")?.baseValue as? Int == 12, "what was typed is kept")
    }

    @Test func whatOnlyTheSchemaSaysIsCheckedOnTheServerAndLandsOnItsRow() throws {
        let form = try form(Self.signUp)
        let body = "email=ann%40example.com&age=30&plan=free&code=XXX&address.city=Lyon"
        #expect(try post(body, to: form) == .invalid, "`not` is not a rule of any row, but the server checks it")
        let errors = try #require(form.rowBy(tag: "code")?.validationErrors)
        #expect(errors.map(\.msg) == ["This value is not valid here."])
        #expect(form.formErrors.isEmpty)
    }

    @Test func theServersMessagesAreInTheFormsLanguage() throws {
        let form = try form(Self.signUp)
        form.messages = .french
        let body = "email=ann%40example.com&age=30&plan=free&code=XXX&address.city=Lyon"
        #expect(try post(body, to: form) == .invalid)
        #expect(form.rowBy(tag: "code")?.validationErrors.map(\.msg) == ["Cette valeur n’est pas valide ici."])
    }

    @Test func errorsWithoutARowGoToTheSummaryWithTheTitle() throws {
        let schema = """
            {"type": "object", "properties": {
               "tags": {"type": "array", "title": "Tags", "items": {"type": "string"}, "minItems": 2}}}
            """
        let form = try form(schema)
        let group = try #require(form.sectionBy(tag: "tags"))
        let item = try #require(group.addItem())
        item.baseValue = "one"
        let errors = form.validate()
        #expect(errors.map(\.msg) == ["Tags: Add at least 2 items."])
        #expect(form.formErrors.map(\.msg) == ["Tags: Add at least 2 items."])
        _ = group.addItem().map { $0.baseValue = "two" }
        #expect(form.validate().isEmpty)
        #expect(form.formErrors.isEmpty, "the check's errors go when the form is valid again")
        #expect(form.jsonSchemaInstance == (try JSON(parsing: #"{"tags": ["one", "two"]}"#)))
    }

    @Test func theSummaryOfAPageListsTheFormsOwnErrors() throws {
        let schema = """
            {"type": "object", "properties": {"n": {"type": "integer"}}, "minProperties": 1}
            """
        let form = try form(schema)
        form.validate()
        let html = HTMLFormRenderer().render(form).string
        #expect(form.formErrors.count == 1)
        #expect(html.contains("fw-error-summary"))
        #expect(html.contains(form.formErrors[0].msg))
    }

    @Test func ifThenElseShowsRowsByTheAnswer() throws {
        let schema = """
            {"type": "object", "required": ["country"],
             "properties": {"country": {"enum": ["US", "FR"]}},
             "if": {"properties": {"country": {"const": "US"}}},
             "then": {"properties": {"state": {"type": "string"}}, "required": ["state"]},
             "else": {"properties": {"postcode": {"type": "string", "pattern": "^[0-9]{5}$"}}}}
            """
        let form = try form(schema)
        let state = try #require(form.rowBy(tag: "state"))
        let postcode = try #require(form.rowBy(tag: "postcode"))
        form.rowBy(tag: "country")?.baseValue = "US"
        #expect(!state.isHidden && postcode.isHidden)
        #expect(state.isRequired)
        form.rowBy(tag: "country")?.baseValue = "FR"
        #expect(state.isHidden && !postcode.isHidden)
        #expect(try post("country=US&state=", to: form) == .invalid)
        #expect(state.validationErrors.isEmpty == false)
        #expect(try post("country=FR&postcode=75001&state=ignored", to: form) == .valid)
        #expect(form.jsonSchemaInstance == (try JSON(parsing: #"{"country": "FR", "postcode": "75001"}"#)),
                "a hidden row is not in the instance")
        let report = FormSchemaReport(jsonSchema: try JSON(parsing: schema))
        #expect(report.entries.first { $0.pointer == "/if" }?.outcome == .rendered)
        #expect(report.entries.first { $0.pointer == "/then/required" }?.outcome == .rendered)
    }

    @Test func dependentSchemasShowRowsOnceTheirPropertyHasAValue() throws {
        let schema = """
            {"type": "object", "properties": {"card": {"type": "string"}},
             "dependentSchemas": {"card": {"properties": {"billing": {"type": "string"}}, "required": ["billing"]}},
             "dependentRequired": {"card": ["name"]}}
            """
        let form = try form(schema)
        let billing = try #require(form.rowBy(tag: "billing"))
        #expect(billing.isHidden)
        form.rowBy(tag: "card")?.baseValue = "4111"
        #expect(!billing.isHidden && billing.isRequired)
        let report = FormSchemaReport(jsonSchema: try JSON(parsing: schema))
        #expect(report.entries.first { $0.pointer == "/dependentRequired" }?.outcome == .validatedOnly)
    }

    @Test func aDependentRequiredPropertyIsAskedForOnItsRow() throws {
        let schema = """
            {"type": "object", "properties": {"card": {"type": "string"}, "name": {"type": "string"}, "zip": {"type": "string"}},
             "dependentRequired": {"card": ["name"]}, "required": ["zip"]}
            """
        let form = try form(schema)
        #expect(try post("card=4111&name=&zip=", to: form) == .invalid)
        #expect(form.rowBy(tag: "name")?.validationErrors.map(\.msg) == ["This field is required."],
                "the check reads the names the keyword lists from the schema")
        #expect(form.rowBy(tag: "zip")?.validationErrors.map(\.msg) == ["This field is required."])
        #expect(form.rowBy(tag: "card")?.validationErrors.isEmpty == true)
        #expect(try post("card=4111&name=Ada&zip=75001", to: try self.form(schema)) == .valid)
    }

    @Test func earlierDraftsDependenciesAskOnTheRowToo() throws {
        let schema = """
            {"type": "object", "properties": {"card": {"type": "string"}, "name": {"type": "string"}},
             "dependencies": {"card": ["name"]}}
            """
        #expect(try post("card=4111&name=", to: try form(schema)) == .invalid)
        let form = try form(schema)
        _ = try post("card=4111&name=", to: form)
        #expect(form.rowBy(tag: "name")?.validationErrors.map(\.msg) == ["This field is required."])
        #expect(try post("card=4111&name=Ada", to: try self.form(schema)) == .valid)
        #expect(FormSchemaReport(jsonSchema: try JSON(parsing: schema)).entries.first { $0.pointer == "/dependencies" }?.outcome == .validatedOnly)
    }

    @Test func aOneOfOfObjectsIsAChoiceOfVariants() throws {
        let schema = """
            {"type": "object", "required": ["payment"], "properties": {
              "payment": {"type": "object", "title": "Payment", "oneOf": [
                {"title": "Card", "properties": {"kind": {"const": "card"}, "number": {"type": "string", "minLength": 12}},
                 "required": ["kind", "number"]},
                {"title": "Bank transfer", "properties": {"kind": {"const": "bank"}, "iban": {"type": "string"}},
                 "required": ["kind", "iban"]}]}}}
            """
        let form = try form(schema)
        let kind = try #require(form.rowBy(tag: "payment.kind") as? SegmentedRow<String>)
        #expect(kind.options == ["card", "bank"])
        #expect(kind.displayText(for: "bank") == "Bank transfer")
        let number = try #require(form.rowBy(tag: "payment.number"))
        let iban = try #require(form.rowBy(tag: "payment.iban"))
        kind.value = "bank"
        #expect(number.isHidden && !iban.isHidden)
        #expect(try post("payment.kind=bank&payment.iban=FR76", to: form) == .valid)
        #expect(form.jsonSchemaInstance == (try JSON(parsing: #"{"payment": {"kind": "bank", "iban": "FR76"}}"#)))
    }

    @Test func arraysOfChoicesAreOneRowOfSeveralChoices() throws {
        let schema = """
            {"type": "object", "properties": {
              "days": {"type": "array", "uniqueItems": true, "items": {"enum": ["mon", "tue", "wed"]}},
              "sizes": {"type": "array", "items": {"enum": [1, 2, 3]}}}}
            """
        let form = try form(schema, ui: #"{"days": {"ui:enumNames": ["Monday", "Tuesday", "Wednesday"]}}"#)
        let days = try #require(form.rowBy(tag: "days") as? MultipleSelectorRow<String>)
        #expect(days.optionDisplayText("tue") == "Tuesday")
        days.value = ["wed", "mon"]
        form.rowBy(tag: "sizes")?.baseValue = Set(["3"])
        #expect(form.jsonSchemaInstance == (try JSON(parsing: #"{"days": ["mon", "wed"], "sizes": [3]}"#)),
                "in the schema's order, numbers as numbers")
    }

    @Test func arraysOfObjectsAreRepeatingGroupsOfSubforms() throws {
        let schema = """
            {"type": "object", "required": ["people"], "properties": {
              "people": {"type": "array", "title": "Travellers", "maxItems": 3, "items": {
                "type": "object", "title": "Traveller", "required": ["name"],
                "properties": {"name": {"type": "string"}, "age": {"type": "integer", "minimum": 0},
                               "seat": {"enum": ["aisle", "window"]}}}}}}
            """
        let form = try form(schema)
        let group = try #require(form.sectionBy(tag: "people"))
        #expect(group.isRepeatingGroup && group.header == "Travellers")
        let instance = try JSON(parsing: #"{"people": [{"name": "Ann", "age": 30, "seat": "window"}, {"name": "Bo"}]}"#)
        #expect(form.fill(jsonSchemaInstance: instance) == [])
        #expect(group.items.count == 2)
        #expect(group.items.first?.title == "Traveller")
        let html = HTMLFormRenderer().render(form).string
        let fresh = try self.form(schema)
        #expect(try post(BrowserPost.body(of: html), to: fresh) == .valid)
        #expect(fresh.jsonSchemaInstance == instance)

        let invalid = try self.form(schema)
        #expect(try post("people.count=1&people.items=0&people.0.name=&people.0.age=-4", to: invalid) == .invalid)
        #expect(invalid.sectionBy(tag: "people")?.items.first?.validationErrors.isEmpty == false)
        #expect((try self.form(schema)).fill(jsonSchemaInstance: try JSON(parsing: #"{"people": [{"name": "A", "pet": "cat"}]}"#)) == ["/people/0/pet"])
    }

    @Test func whatOnlyTheSchemaSaysOfAnItemLandsOnTheItemsField() throws {
        let schema = """
            {"type": "object", "properties": {
              "people": {"type": "array", "title": "Travellers", "minItems": 3, "items": {
                "type": "object", "title": "Traveller",
                "properties": {"name": {"type": "string", "not": {"const": "Nobody"}}}}}}}
            """
        let form = try form(schema)
        #expect(try post("people.count=2&people.items=0&people.0.name=Ann&people.items=1&people.1.name=Nobody", to: form) == .invalid)
        let items = try #require(form.sectionBy(tag: "people")?.items)
        #expect(items[1].nestedForm?.rowBy(tag: "name")?.validationErrors.map(\.msg) == ["This value is not valid here."])
        #expect(items[0].nestedForm?.rowBy(tag: "name")?.validationErrors.isEmpty == true, "the other item's field is fine")
        #expect(form.formErrors.map(\.msg) == ["Travellers: Add at least 3 items."])
    }

    @Test func anInstanceFillsTheFormAndComesBackUnchanged() throws {
        let form = try form(Self.signUp)
        let instance = try JSON(parsing: """
            {"email": "bo@example.com", "name": "Bo", "age": 44, "plan": "pro", "company": "Acme",
             "newsletter": false, "code": "QRS", "address": {"city": "Nice", "zip": "06000"}}
            """)
        #expect(form.fill(jsonSchemaInstance: instance) == [])
        #expect(form.jsonSchemaInstance == instance)
        #expect(form.validate().isEmpty)
        #expect(form.fill(jsonSchemaInstance: try JSON(parsing: #"{"age": "old", "plan": "gold"}"#)) == ["/age", "/plan"])
    }

    @Test func aTemplateGivesEachFormTheCheck() throws {
        let made = try form(Self.signUp)
        let template = try FormTemplate { made }
        let form = template.makeForm()
        #expect(try post("email=ann%40example.com&age=30&plan=free&code=XXX&address.city=Lyon", to: form) == .invalid)
        #expect(form.rowBy(tag: "code")?.validationErrors.isEmpty == false)
        #expect(form.jsonSchemaInstance?["email"] == JSON.string("ann@example.com"))
    }

    @Test func uiSchemaOrdersTitlesAndDescribes() throws {
        let ui = """
            {"ui:order": ["age", "*", "email"],
             "name": {"ui:title": "Full name", "ui:placeholder": "Ada Lovelace", "ui:help": "Or a nickname."},
             "plan": {"ui:widget": "select"},
             "company": {"ui:readonly": true},
             "code": {"ui:widget": "hidden"}}
            """
        let form = try form(Self.signUp, ui: ui)
        #expect(form.allRows.compactMap(\.tag).prefix(2) == ["age", "name"])
        #expect(form.rowBy(tag: "email") != nil)
        let name = try #require(form.rowBy(tag: "name"))
        #expect(name.title == "Full name")
        #expect(name.placeholder == "Ada Lovelace")
        #expect(name.help == "As on your passport. Or a nickname.")
        #expect(form.rowBy(tag: "plan") is PushRow<String>)
        #expect(form.rowBy(tag: "company")?.isDisabled == true)
        #expect(form.rowBy(tag: "code")?.isHidden == true)
        #expect(form.rowBy(tag: "name")?.autofocus == false)
        let focused = try self.form(Self.signUp, ui: #"{"email": {"ui:autofocus": true}}"#)
        #expect(focused.rowBy(tag: "email")?.autofocus == true)
        #expect(focused.allRows.filter(\.autofocus).count == 1)
    }

    @Test func uiOrderPlacesRowsThatConditionsAdd() throws {
        let schema = """
            {"type": "object",
             "properties": {"country": {"enum": ["US", "FR"]}, "email": {"type": "string"}, "nights": {"type": "integer"}},
             "if": {"properties": {"country": {"const": "US"}}, "required": ["country"]},
             "then": {"properties": {"state": {"type": "string"}}, "required": ["state"]},
             "else": {"properties": {"region": {"type": "string"}}}}
            """
        let form = try form(schema, ui: #"{"ui:order": ["country", "state", "region", "*"]}"#)
        #expect(form.allSections.flatMap(\.allRows).compactMap(\.tag) == ["country", "state", "region", "email", "nights"])
        // Hidden rows were moved too, and still follow their conditions.
        form.fill(jsonSchemaInstance: try JSON(parsing: #"{"country": "US"}"#))
        #expect(form.rowBy(tag: "state")?.isHidden == false)
        #expect(form.rowBy(tag: "region")?.isHidden == true)
        #expect(form.allSections[0].map(\.tag) == ["country", "state", "email", "nights"])
        let plain = try self.form(schema)
        #expect(plain.allSections.flatMap(\.allRows).compactMap(\.tag) == ["country", "email", "nights", "state", "region"])
    }

    @Test func readOnlyValuesAreNotTakenFromAPost() throws {
        let schema = """
            {"type": "object", "properties": {"id": {"type": "string", "readOnly": true, "default": "A-1"},
                                              "secret": {"type": "string", "writeOnly": true}}}
            """
        let form = try form(schema)
        #expect(try post("id=forged&secret=hunter2", to: form) == .valid)
        #expect(form.jsonSchemaInstance == (try JSON(parsing: #"{"id": "A-1", "secret": "hunter2"}"#)))
        let page = HTMLFormRenderer().render(form).string
        #expect(!page.contains("hunter2"), "a writeOnly value is never written back into the page")
        #expect(form.rowBy(tag: "secret")?.isSensitive == true)
    }

    @Test func whatAFormCannotShowIsRefusedWithItsPointer() throws {
        let schema = """
            {"type": "object", "properties": {
               "labels": {"type": "object", "additionalProperties": {"type": "string"}},
               "other": {"$ref": "https://example.com/other.json"},
               "anything": true}}
            """
        #expect {
            try Form(jsonSchema: JSON(parsing: schema))
        } throws: { error in
            guard let error = error as? JSONSchemaFormError else { return false }
            let pointers = error.report.refusals.map(\.pointer)
            return pointers == ["/properties/labels/additionalProperties", "/properties/other/$ref", "/properties/anything"]
                && error.description.contains("free-form map")
        }
    }

    @Test func recursionIsFollowedAFewTimesAndThenLeftToTheServer() throws {
        let schema = """
            {"$defs": {"person": {"type": "object", "properties": {
                 "name": {"type": "string"}, "partner": {"$ref": "#/$defs/person"}}}},
             "$ref": "#/$defs/person"}
            """
        let form = try form(schema)
        let tags = form.allRows.compactMap(\.tag)
        #expect(tags.contains("partner.partner.name"))
        #expect(tags.count < 10)
        let report = FormSchemaReport(jsonSchema: try JSON(parsing: schema))
        #expect(report.rendersForm)
        #expect(report.entries.contains { $0.pointer == "/$defs/person/properties/partner/$ref" && $0.outcome == .rendered })
    }

    @Test func everyKeywordHasAnOutcome() throws {
        let schema = try JSON(parsing: Self.signUp)
        let report = FormSchemaReport(jsonSchema: schema)
        #expect(report.entries.first { $0.pointer == "/$schema" }?.outcome == .annotation)
        #expect(report.entries.first { $0.pointer == "/properties/age/minimum" }?.outcome == .rendered)
        #expect(report.entries.first { $0.pointer == "/properties/code/not" }?.outcome == .validatedOnly)
        #expect(report.entries.first { $0.pointer == "/properties/code/not/const" }?.outcome == .validatedOnly)
        #expect(report.entries.first { $0.pointer == "/properties/plan/oneOf/1/title" }?.outcome == .rendered)
        #expect(report.entries.count == 35, "every keyword of the document, once")
        #expect(Set(report.entries.map(\.pointer)).count == report.entries.count)
        #expect(report.description.contains("/properties/code/not  validated only"))
    }

    /// The README's example, as it is written there.
    @Test func theReadmeExample() throws {
        let form = try Form(jsonSchema: JSON(parsing: """
            {"title": "Sign up", "type": "object", "required": ["email"],
             "properties": {
               "email": {"type": "string", "format": "email", "title": "Email"},
               "age": {"type": "integer", "minimum": 18},
               "plan": {"enum": ["free", "pro"], "default": "free"}}}
            """))
        let outcome = try FormSubmission(urlEncoded: Array("email=ada%40example.com&age=30&plan=pro".utf8)).apply(to: form)
        print(form.jsonSchemaInstance!)   // {"email":"ada@example.com","age":30,"plan":"pro"}

        let report = FormSchemaReport(jsonSchema: try JSON(parsing: """
            {"type": "object", "properties": {
               "code": {"type": "string", "pattern": "^[A-Z]{4}$", "not": {"const": "TEST"}},
               "labels": {"type": "object", "additionalProperties": {"type": "string"}}}}
            """))
        print(report)

        #expect(outcome == .valid)
        #expect(form.jsonSchemaInstance?.description == #"{"email":"ada@example.com","age":30,"plan":"pro"}"#)
        #expect(report.description == """
            /type  rendered
            /properties  rendered
            /properties/code/type  rendered
            /properties/code/pattern  rendered
            /properties/code/not  validated only
            /properties/code/not/const  validated only
            /properties/labels/type  rendered
            /properties/labels/additionalProperties  refused: a free-form map has no rows
            /properties/labels/additionalProperties/type  validated only
            """)
    }

    @Test func theReadmeExampleOfAFormWrittenOut() throws {
        let form = Form()
        form +++ Section("Account")
            <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            <<< SwitchRow("newsletter") { $0.title = "Newsletter"; $0.value = true }
            <<< SegmentedRow<String>("frequency") {
                $0.title = "Frequency"
                $0.options = ["Daily", "Weekly"]
                $0.hidden = "$newsletter == false"
            }
        let written = FormJSONSchema(form: form)
        print(written.schema.prettyDescription)
        let again = try Form(jsonSchema: written.schema, uiSchema: written.uiSchema)   // the same form

        #expect(try FormSchema(form: again).jsonData() == FormSchema(form: form).jsonData())
        // As the README shows it, compact.
        #expect(written.schema == (try JSON(parsing: """
            {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
             "properties": {
               "email": {"type": "string", "title": "Email", "format": "email"},
               "newsletter": {"type": "boolean", "title": "Newsletter", "default": true},
               "frequency": {"enum": ["Daily", "Weekly"], "title": "Frequency"}},
             "required": ["email"], "additionalProperties": false,
             "allOf": [{"if": {"required": ["newsletter"], "properties": {"newsletter": {"const": false}}},
                        "then": {"properties": {"frequency": false}}}]}
            """)))
        #expect(written.schema.prettyDescription == """
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "type": "object",
              "properties": {
                "email": {
                  "type": "string",
                  "title": "Email",
                  "format": "email"
                },
                "newsletter": {
                  "type": "boolean",
                  "title": "Newsletter",
                  "default": true
                },
                "frequency": {
                  "enum": [
                    "Daily",
                    "Weekly"
                  ],
                  "title": "Frequency"
                }
              },
              "required": [
                "email"
              ],
              "additionalProperties": false,
              "allOf": [
                {
                  "if": {
                    "required": [
                      "newsletter"
                    ],
                    "properties": {
                      "newsletter": {
                        "const": false
                      }
                    }
                  },
                  "then": {
                    "properties": {
                      "frequency": false
                    }
                  }
                }
              ]
            }
            """)
    }

    @Test func aSchemaThatIsNotAnObjectIsOneRow() throws {
        let form = try form(#"{"type": "integer", "maximum": 9, "title": "Digit"}"#)
        let row = try #require(form.rowBy(tag: "value") as? IntRow)
        #expect(row.title == "Digit")
        row.value = 12
        #expect(!form.validate().isEmpty)
        row.value = 7
        #expect(form.jsonSchemaInstance == .number(JSONNumber(7)))
    }

    @Test func aSchemaTheValidatorRefusesIsReported() throws {
        #expect(throws: JSONSchemaFormError.self) {
            try Form(jsonSchema: JSON(parsing: ##"{"$ref": "#/nowhere"}"##))
        }
    }
}
