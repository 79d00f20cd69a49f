import FormworkCompatibility
import Testing

/// Seed 001, "Form field options": an `NS_ENUM` with values that are not its
/// indexes, offered by explicit values and shown by an `FXFormFieldValueTransformer`.
/// The enum's constants are a Swift enum's raw values; the property is the
/// `NSInteger` the enum is.
@Suite("Seed 001: Form field options")
struct FormFieldOptionsGenderTests {
    enum Gender: Int {
        case male = 10
        case female = 15
        case other = -1
    }

    struct Person: FormDescribable, Codable {
        var gender = Gender.male.rawValue

        static var formDescription: FormDescription<Person> {
            FormDescription {
                $0.field(\.gender) {
                    $0.options = [Gender.male.rawValue, Gender.female.rawValue, Gender.other.rawValue]
                    $0.valueTransformer = FieldValueTransformer(display: { input in
                        [Gender.male.rawValue: "Male",
                         Gender.female.rawValue: "Female",
                         Gender.other.rawValue: "Other"][input as? Int ?? 0] ?? "?"
                    })
                }
            }
        }
    }

    @Test func explicitValuesShownByTheTransformer() throws {
        let form = try Form(model: Person())
        let gender = try #require(form.rowBy(tag: "gender"))
        let options = try #require(gender.optionLists.first?.options)
        #expect(options.map(\.title) == ["Male", "Female", "Other"])
        #expect(options.filter(\.isSelected).map(\.title) == ["Male"])
        let other = try #require(options.first { $0.title == "Other" })
        #expect(gender.takeInput(.text(other.key)).isAccepted)
        #expect(try form.decode(Person.self).gender == Gender.other.rawValue, "the value, not the index")
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
}
