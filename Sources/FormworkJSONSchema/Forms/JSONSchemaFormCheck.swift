import Foundation
import Formwork

/// The check a form made from a JSON Schema runs each time it validates, on the
/// server as anywhere: the instance its shown rows make, validated against the
/// whole schema. Each error goes to the row its instance location names, worded
/// in the form's language; errors no row shows go to the form's summary with the
/// title of what they are about.
struct JSONSchemaFormCheck: FormCheck {
    let schema: JSONSchema
    let map: SchemaFieldMap
    /// The schema document, and the base URI its keywords' absolute locations
    /// start with, to read a failed keyword's value.
    let document: JSON
    /// The UI schema the form was made with, to write the form back as it came.
    let uiSchema: JSON?
    let base: String

    func errors(in form: Form) -> [ValidationError] {
        let instance = map.instance(of: form)
        // Most checks find nothing: the fast check says so without gathering errors.
        guard !schema.isValid(instance) else { return [] }
        let output = schema.validate(instance)
        guard !output.valid else { return [] }
        var errors: [ValidationError] = []
        for unit in output.errors {
            let tokens = JSONPointer.tokens(unit.instanceLocation) ?? []
            for error in self.errors(unit, at: tokens, map: map, form: form, instance: instance) where !errors.contains(error) {
                errors.append(error)
            }
        }
        return errors
    }

    /// The errors `unit` makes in `form` (the whole form, or an item's subform),
    /// whose rows `map` places in `instance`; `tokens` is the unit's location in it.
    private func errors(_ unit: JSONSchemaOutputUnit, at tokens: [String], map: SchemaFieldMap, form: Form,
                        instance: JSON) -> [ValidationError] {
        var errors: [ValidationError] = []
        for (field, message) in place(unit, at: tokens, map: map, instance: instance, form: form) {
            if let field, let items = field.items, tokens.count > field.path.count,
               let index = Int(tokens[field.path.count]),
               let shown = form.sectionBy(tag: field.tag)?.items.filter({ !$0.isHidden }), shown.indices.contains(index),
               let subform = shown[index].nestedForm,
               let item = SchemaFieldMap.value(at: field.path, in: instance)?.array?[index] {
                // Within an item: its field's row, named by its identifier, or the item's title.
                let rest = Array(tokens.dropFirst(field.path.count + 1))
                for error in self.errors(unit, at: rest, map: items.map, form: subform, instance: item) {
                    if let tag = error.tag, let row = subform.rowBy(tag: tag) {
                        errors.append(ValidationError(msg: error.msg, tag: row.identifier))
                    } else {
                        errors.append(ValidationError(msg: error.tag == nil && error.msg == message
                            ? form.messages.aboutField(field.title, error.msg) : error.msg))
                    }
                }
            } else if let field, !field.isList, let row = form.rowBy(tag: field.tag), row.isVisible {
                errors.append(ValidationError(msg: message, tag: field.tag))
            } else if let field {
                errors.append(ValidationError(msg: form.messages.aboutField(field.title, message)))
            } else {
                errors.append(ValidationError(msg: message))
            }
        }
        return errors
    }

    /// The rows an error is about, each with its message: a missing property names
    /// its own row, anything else the row of its instance location.
    private func place(_ unit: JSONSchemaOutputUnit, at tokens: [String], map: SchemaFieldMap, instance: JSON,
                       form: Form) -> [(SchemaField?, String)] {
        let messages = form.messages
        if ["required", "dependentRequired", "dependencies"].contains(unit.keyword) {
            // The names the keyword lists, read from the schema; those missing are the ones.
            let listed: [String]
            switch keywordValue(unit) {
            case .array(let names)?: listed = names.compactMap(\.string)
            case .object(let pairs)?: listed = pairs.values.flatMap { $0.array?.compactMap(\.string) ?? [] }
            default: listed = []
            }
            let missing = map.fields.filter { field in
                field.path.count == tokens.count + 1 && field.path.starts(with: tokens) && listed.contains(field.path.last!)
                    && SchemaFieldMap.value(at: field.path, in: instance) == nil
            }
            if !missing.isEmpty { return preferShown(missing, form: form).map { ($0, messages.required) } }
        }
        let longest = map.fields.filter { tokens.starts(with: $0.path) }.map(\.path.count).max() ?? -1
        let field = preferShown(map.fields.filter { tokens.starts(with: $0.path) && $0.path.count == longest }, form: form).first
        return [(field, message(for: unit, messages: messages))]
    }

    /// Fields of one path (variants share some), shown ones first.
    private func preferShown(_ fields: [SchemaField], form: Form) -> [SchemaField] {
        var seen: Set<[String]> = []
        let shownFirst = fields.filter { form.rowBy(tag: $0.tag)?.isVisible ?? form.sectionBy(tag: $0.tag).map { !$0.isHidden } ?? false }
            + fields
        return shownFirst.filter { seen.insert($0.path).inserted }
    }

    /// The keyword's failure in the form's words.
    private func message(for unit: JSONSchemaOutputUnit, messages: FormMessages) -> String {
        let value = keywordValue(unit)
        func whole() -> Int? { value?.number.flatMap { $0.isInteger ? Int(exactly: $0.double) : nil } }
        let bound = value?.number?.description
        switch unit.keyword {
        case "minLength": return whole().map(messages.minLength) ?? messages.notValid
        case "maxLength": return whole().map(messages.maxLength) ?? messages.notValid
        case "minimum": return bound.map(messages.atLeast) ?? messages.notValid
        case "maximum": return bound.map(messages.atMost) ?? messages.notValid
        case "exclusiveMinimum": return bound.map(messages.greaterThan) ?? messages.notValid
        case "exclusiveMaximum": return bound.map(messages.smallerThan) ?? messages.notValid
        case "minItems": return whole().map(messages.fewestItems) ?? messages.notValid
        case "maxItems": return whole().map(messages.mostItems) ?? messages.notValid
        case "enum", "const": return messages.listedOption
        case "required", "dependentRequired", "dependencies": return messages.required
        case "type", "pattern", "format", "multipleOf": return messages.notValid
        default: return messages.notValidHere
        }
    }

    /// The value of the keyword that failed, read from the schema where it is.
    private func keywordValue(_ unit: JSONSchemaOutputUnit) -> JSON? {
        let location = unit.absoluteKeywordLocation
        guard location.hasPrefix(base + "#") else { return nil }
        let fragment = String(location.dropFirst(base.count + 1))
        guard let tokens = JSONPointer.tokens(JSONPointer.percentDecoded(fragment)) else { return nil }
        return JSONPointer.resolve(tokens, in: document)
    }
}
