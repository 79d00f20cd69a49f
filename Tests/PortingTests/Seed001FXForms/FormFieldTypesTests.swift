import Foundation
import FormworkCompatibility
import Testing

/// Seed 001, "Form field types": each `static NSString *const FXFormFieldType… =
/// @"…";` is a value of a field's `type`. Each type is the row the README
/// describes (a text view for `longtext`, a switch for `boolean`, a checkmark for
/// `option`, a date picker for `date`…).
@Suite("Seed 001: Form field types")
struct FormFieldTypesTests {
    static let types = ["default", "label", "text", "longtext", "url", "email", "password", "number", "integer",
                        "unsigned", "float", "boolean", "option", "date", "time", "datetime", "image"]
    static let rows = ["TextRow", "LabelRow", "TextRow", "TextAreaRow", "URLRow", "EmailRow", "PasswordRow", "DecimalRow",
                       "IntRow", "IntRow", "DecimalRow", "SwitchRow", "CheckRow", "DateRow", "TimeRow", "DateTimeRow", "ImageRow"]

    @Test(arguments: zip(types, rows))
    func eachTypeIsItsRow(type: String, row: String) throws {
        let form = try Form(fxFormFields: [["key": "field", "type": type]])
        let made = try #require(form.rowBy(tag: "field"))
        #expect(String(describing: Swift.type(of: made)) == row)
    }

    /// `number`, `integer`: "input restricted to a valid number", "restricted to
    /// integer input"; `label` is read-only.
    @Test func numbersTakeNumbersAndALabelTakesNoFocus() throws {
        let form = try Form(fxFormFields: [["key": "ratio", "type": "number"], ["key": "count", "type": "integer"],
                                           ["key": "note", "type": "label"]])
        _ = form.rowBy(tag: "ratio")?.takeInput(.text("2.5"))
        _ = form.rowBy(tag: "count")?.takeInput(.text("2.5"))
        #expect((form.values()["ratio"] ?? nil) as? Double == 2.5)
        #expect(form.validate().compactMap(\.tag).contains("count"), "2.5 is not a whole number")
        #expect(form.rowBy(tag: "note")?.canTakeFocus == false)
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
}
