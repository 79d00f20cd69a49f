import Foundation
import Formwork
import Testing

/// A binding keeps a model up to date with its form, through nested models drawn
/// in place and pushed as forms of their own.
@Suite("Model binding")
struct ModelBindingTests {
    @Test func editsInAPushedSubformReachTheModel() throws {
        let start = NestPushed(name: "Ada", address: NestAddress(street: "1 Main St", city: "Springfield"))
        let form = try Form(model: start)
        var told: [String] = []
        let binding = ModelBinding(form: form, model: start) { told.append($0.address.city) }
        let row = try #require(form.rowBy(tag: "address") as? SubformRow)
        (row.subform.rowBy(tag: "address.city") as? TextRow)?.setText("Shelbyville")
        #expect(binding.model.address.city == "Shelbyville")
        (row.subform.rowBy(tag: "address.floor") as? IntRow)?.setText("4")
        #expect(binding.model.address.floor == 4)
        #expect(told == ["Shelbyville", "Shelbyville"])
    }

    @Test func aSubformEditThatDoesNotPassLeavesTheModel() throws {
        let start = NestPushed(name: "Ada", address: NestAddress(street: "1 Main St", city: "Springfield"))
        let form = try Form(model: start)
        let binding = ModelBinding(form: form, model: start)
        let row = try #require(form.rowBy(tag: "address") as? SubformRow)
        (row.subform.rowBy(tag: "address.city") as? TextRow)?.setText("")
        #expect(binding.model.address.city == "Springfield", "a required field emptied in the subform")
        (row.subform.rowBy(tag: "address.floor") as? IntRow)?.setText("four")
        #expect(binding.model.address.floor == nil)
    }

    @Test func editsInANestedModelDrawnInPlaceReachTheModel() throws {
        let start = NestCustomer(name: "Ada")
        let form = try Form(model: start)
        let binding = ModelBinding(form: form, model: start)
        (form.rowBy(tag: "contact.address.street") as? TextRow)?.setText("2 Elm St")
        (form.rowBy(tag: "contact.address.city") as? TextRow)?.setText("Paris")
        #expect(binding.model.contact.address == NestAddress(street: "2 Elm St", city: "Paris"))
    }

    @Test func aBindingLetGoStopsFollowing() throws {
        let form = try Form(model: NestLoose())
        var told = 0
        var binding: ModelBinding<NestLoose>? = ModelBinding(form: form, model: NestLoose()) { _ in told += 1 }
        (form.rowBy(tag: "label") as? TextRow)?.setText("Grace")
        #expect(told == 1 && binding?.model.label == "Grace")
        binding = nil
        (form.rowBy(tag: "label") as? TextRow)?.setText("Joan")
        #expect(told == 1)
    }
}
