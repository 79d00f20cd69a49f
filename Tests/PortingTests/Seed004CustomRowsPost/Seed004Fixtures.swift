import Foundation
import Formwork

// Fixtures shared by several examples of the post "Creating Forms in iOS with
// Eureka" (seed 004). The post shows its code as pictures that are not in the
// seed; its prose names the tags, rows and values, and these follow it.

/// "It's good practice to create a struct with constants for them": the tags of
/// the basic form's rows.
struct FormItems {
    static let name = "name"
    static let birthDate = "birthDate"
    static let likesEureka = "likesEureka"
}

/// The basic form: name, birthday and whether one likes Eureka, each row with a
/// title, a placeholder or a value in its initializer block.
func basicForm() -> Form {
    let form = Form()
    form +++ Section("Basic")
        <<< NameRow(FormItems.name) {
            $0.title = "Name"
            $0.placeholder = "Your name"
        }
        <<< DateRow(FormItems.birthDate) {
            $0.title = "Birthday"
            $0.value = Date(timeIntervalSinceReferenceDate: 0)
        }
        <<< SwitchRow(FormItems.likesEureka) {
            $0.title = "Likes Eureka"
            $0.value = false
        }
    return form
}
