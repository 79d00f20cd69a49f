import Foundation
import FormworkCompatibility
import Testing

/// Seed 001, "Tweaking form behavior": a dictionary in the `fields` array, naming
/// its property with `FXFormFieldKey`: `@[@{FXFormFieldKey: @"email",
/// FXFormFieldTitle: @"Email Address"}, ...other fields...]`.
@Suite("Seed 001: dictionaries in the fields array")
struct TweakingFieldsDictionariesTests {
    @Test func aDictionaryOverridesTheTitleOfItsKey() throws {
        let form = try Form(fxFormFields: [
            ["key": "email", "title": "Email Address"],
            "password",
        ])
        #expect(form.allRows.map(\.tag) == ["email", "password"])
        #expect(form.rowBy(tag: "email")?.title == "Email Address")
        #expect(form.rowBy(tag: "email") is EmailRow)
        #expect(form.rowBy(tag: "password")?.title == "Password", "a key alone is titled from itself")
    }

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
}
