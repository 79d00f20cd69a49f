import Foundation
import Formwork

/// The gallery's model-driven and schema-driven forms.
enum ModelGallery {
    enum Plan: String, Codable, CaseIterable { case free, pro, team }
    enum Interest: String, Codable, CaseIterable, Hashable { case music, sport, books, film, food }

    struct Address: Codable {
        var street = ""
        var city = ""
        var zip: String?
    }

    struct Profile: Codable, FormDescribable {
        var email = ""
        var homepageURL: URL?
        var age: Int?
        var rememberMe = true
        var plan: Plan = .free
        var interests: Set<Interest> = [.books]
        var phones: [String] = []
        var address = Address()

        static var formDescription: FormDescription<Profile> {
            FormDescription {
                $0.field(\.email) { $0.placeholder = "you@example.com"; $0.header = "Account" }
                $0.field(\.age) { $0.rules = [RuleSpecification(.greaterOrEqual(13))] }
                $0.field(\.address.zip) { $0.rowType = .zipCode; $0.title = "ZIP" }
                $0.addRow { ButtonRow("save") { $0.title = "Save" } }
            }
        }
    }

    /// A form inferred from the `Profile` model.
    static func model() -> Form {
        do {
            return try Form(model: Profile())
        } catch {
            preconditionFailure("the gallery model must build: \(error)")
        }
    }

    /// The form in `Examples/signup.json`.
    static func schema() -> Form {
        // Apps/Sources/FormworkGalleryForms/ → the repository's Examples/.
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/signup.json")
        do {
            return try Form(schemaJSON: Data(contentsOf: url))
        } catch {
            preconditionFailure("Examples/signup.json must load: \(error)")
        }
    }
}
