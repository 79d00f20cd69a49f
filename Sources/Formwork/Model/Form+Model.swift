extension Form {
    /// A form built from a model, FXForms style: one row per stored property, in
    /// declaration order, pre-filled with the model's values.
    ///
    /// Keys become tags (nested ones as `address.street`) and titles
    /// (`homepageURL` → "Homepage URL"). Row kinds follow the type and name:
    /// `String` → text (email, password, URL and phone by name), `Bool` → switch,
    /// integers → `IntRow`, `Double`/`Float`/`Decimal` → `DecimalRow`, `Date` →
    /// `DateRow`, `URL` → `URLRow`, a `CaseIterable` enum → options (segmented up to
    /// four, pushed beyond), a `Set` of one → a multiple selector, an array → a
    /// multivalued section, a nested model → a titled section (or a subform).
    /// Non-optional properties are required. ``FormDescribable`` overrides any of it.
    ///
    /// What the form learns about `Model` (its fields and its description) is worked
    /// out once per type and shared by every task, so later forms of the type cost
    /// about what building their rows by hand does.
    ///
    /// - Parameters:
    ///   - model: the model whose properties become rows.
    ///   - rowTypes: the row types a description may name, and the model types
    ///     registered as the default of one.
    /// - Throws: ``ModelFormError`` naming the property whose type cannot be shown,
    ///   or the description entry that does not fit.
    public convenience init<Model: Codable>(model: Model, rowTypes: RowTypeRegistry = .current) throws(ModelFormError) {
        self.init()
        self.rowTypes = rowTypes
        let layout = try ModelLayoutCache.shared.layout(of: Model.self, rowTypes: rowTypes) { () throws(ModelFormError) in
            // The walk classifies property types through the registry it runs with.
            let made = RowTypeRegistry.$current.withValue(rowTypes) { () -> Result<ModelLayout, ModelFormError> in
                Result { () throws(ModelFormError) in
                    let fields = try ModelFieldCollector.fields(of: Model.self)
                    return ModelLayout(fields: fields,
                                       description: try ModelFormBuilder.resolve(Self.description(of: Model.self), fields: fields))
                }
            }
            return try made.get()
        }
        let values: [String: Any?]
        do {
            values = try ModelValueEncoder.values(of: model)
        } catch {
            throw ModelFormError.notAModel(String(describing: Model.self))
        }
        try ModelFormBuilder(form: self, description: layout.description, values: values).build(layout.fields)
        modelFallbackValues = values
    }

    private static func description<Model>(of type: Model.Type) -> FormDescription<Model> {
        guard let describable = type as? any FormDescribable.Type else { return FormDescription() }
        return (erasedDescription(of: describable) as? FormDescription<Model>) ?? FormDescription()
    }

    private static func erasedDescription<D: FormDescribable>(of type: D.Type) -> Any {
        type.formDescription
    }

    /// Builds the model from the form's values.
    ///
    /// The form is validated first (errors show on the rows); then every property is
    /// read. Properties the form has no row for (excluded ones) keep the values of the
    /// model the form was built from. Nothing stops at the first problem: the error lists each field that is
    /// missing or invalid, and those rows show the same message.
    ///
    /// - Throws: ``FormDecodingError`` with one error per field, or ``ModelFormError``
    ///   when the type cannot be read from a form at all.
    public func decode<Model: Decodable>(_ type: Model.Type) throws -> Model {
        var errors = validateIncludingSubforms()
        let decoder = modelDecoder()
        let model: Model
        // Errors other than Formwork's (a model's own checks in `init(from:)`) pass through.
        model = try decoder.decode(type)
        let reported = Set(errors.compactMap(\.tag))
        for problem in decoder.problems where !reported.contains(problem.tag) {
            let error = ValidationError(problem.message, ruleID: "model", tag: problem.tag).worded(in: messages)
            if let row = rowIncludingSubforms(tag: problem.tag) {
                if !row.externalErrors.contains(error) { row.addExternalError(error) }
            } else if !markedErrors.contains(error) {
                markedErrors.append(error)
            }
            errors.append(error)
        }
        guard errors.isEmpty else { throw FormDecodingError(errors: inFormOrder(errors)) }
        return model
    }

    /// The model read from the form when every row passes its checks and every
    /// property can be read; nil otherwise. Nothing is shown: no row's errors change.
    func quietlyDecoded<Model: Decodable>(_ type: Model.Type) -> Model? {
        guard validateQuietlyIncludingSubforms() else { return nil }
        let decoder = modelDecoder()
        guard let model = try? decoder.decode(type), decoder.problems.isEmpty else { return nil }
        return model
    }

    /// A decoder of the form's values, with the model's own for properties the form
    /// has no row for.
    private func modelDecoder() -> ModelValueDecoder {
        var values = modelValues()
        for (tag, value) in modelFallbackValues where values.index(forKey: tag) == nil {
            values.updateValue(value, forKey: tag)
        }
        return ModelValueDecoder(values: values, requiredTags: requiredTags())
    }

    private func validateQuietlyIncludingSubforms() -> Bool {
        guard validate(quietly: true).isEmpty else { return false }
        return allRows.allSatisfy { row in !row.isVisible || row.nestedForm?.validateQuietlyIncludingSubforms() ?? true }
    }

    /// Validates this form and the subforms of its shown rows, showing the errors on
    /// their rows. A hidden subform contributes nothing, as a hidden row does not.
    func validateIncludingSubforms() -> [ValidationError] {
        var errors = validate()
        for row in allRows where row.isVisible {
            if let subform = row.nestedForm { errors += subform.validateIncludingSubforms() }
        }
        return errors
    }

    /// Tags of shown rows (here and in subforms) with a `required` rule. A hidden
    /// row contributes nothing, as in ``validate(quietly:)``: its property keeps the
    /// model's value, which is not checked again.
    func requiredTags() -> Set<String> {
        var tags = Set<String>()
        for row in allRows where row.isVisible {
            if let tag = row.tag, row.ruleSpecifications.contains(where: { $0.descriptor == .required }) { tags.insert(tag) }
            if let subform = row.nestedForm { tags.formUnion(subform.requiredTags()) }
        }
        return tags
    }

    /// Errors sorted by where their rows are (subforms at their row); others last.
    private func inFormOrder(_ errors: [ValidationError]) -> [ValidationError] {
        var rank: [String: Int] = [:]
        func number(_ form: Form) {
            for section in form.allSections {
                if let tag = section.tag, rank[tag] == nil { rank[tag] = rank.count }
                for row in section.allRows {
                    if let tag = row.tag, rank[tag] == nil { rank[tag] = rank.count }
                    if let subform = row.nestedForm { number(subform) }
                }
            }
        }
        number(self)
        return errors.enumerated().sorted { a, b in
            let ra = a.element.tag.flatMap { rank[$0] } ?? Int.max, rb = b.element.tag.flatMap { rank[$0] } ?? Int.max
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
    }

    /// Values by tag, with the values of subforms spread in by their own tags.
    ///
    /// Hidden rows contribute nothing: what they hold was checked by no rule, so
    /// their properties keep the model's values (or are missing).
    func modelValues() -> [String: Any?] {
        var result = values(includeHidden: false)
        for tag in modelListTags {
            guard result.index(forKey: tag) != nil, let row = rowBy(tag: tag) as? any ModelListSelector else { continue }
            result[tag] = row.chosenInOrder().map { Optional($0) }
        }
        for tag in modelBitfieldTags {
            guard result.index(forKey: tag) != nil, let row = rowBy(tag: tag) as? any ModelListSelector else { continue }
            result[tag] = row.chosenInOrder().reduce(0) { $0 | ((($1 as? Int) ?? 0)) }
        }
        for row in allRows where row.isVisible {
            guard let subform = row.nestedForm else { continue }
            result.merge(subform.modelValues()) { current, _ in current }
        }
        return result
    }

    /// The row with `tag` here or in a subform.
    func rowIncludingSubforms(tag: String) -> BaseRow? {
        if let row = rowBy(tag: tag) { return row }
        for row in allRows {
            if let found = row.nestedForm?.rowIncludingSubforms(tag: tag) {
                return found
            }
        }
        return nil
    }
}
