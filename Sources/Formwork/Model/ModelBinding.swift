/// Keeps a model up to date with a form as a person edits it: FXForms writes each
/// change into its form object.
///
/// Each time a value changes and the whole form passes its checks, the model is
/// read from the form (as ``Form/decode(_:)`` reads it, without showing errors) and
/// `onChange` is called with it. While something does not pass, ``model`` stays the
/// last model that did: a half-typed email never reaches it. Edits in a nested
/// model count, whether it is drawn in place or pushed as a form of its own
/// (``SubformStyle/pushed``): a subform's edits are its row's changes.
///
/// ```swift
/// let form = try Form(model: signup)
/// let binding = ModelBinding(form: form, model: signup) { signup in
///     preview.update(signup)
/// }
/// // … a person types …
/// save(binding.model)
/// ```
///
/// The binding follows the form while both exist; let it go to stop. Each change
/// checks every visible row quietly, O(*n*) in the rows.
public final class ModelBinding<Model: Decodable> {
    /// The latest model the form gave, or the one the binding started with.
    public private(set) var model: Model
    private weak var form: Form?
    private var token: FormObserverToken?
    private let onChange: (Model) -> Void

    /// Binds `form` to `model`, the model it was made from.
    ///
    /// - Parameters:
    ///   - form: a form made from the model (``Form/init(model:rowTypes:)``).
    ///   - model: the model to start from.
    ///   - onChange: called with each new model.
    public init(form: Form, model: Model, onChange: @escaping (Model) -> Void = { _ in }) {
        self.model = model
        self.form = form
        self.onChange = onChange
        token = form.addObserver { [weak self] event in
            guard let self, case .valueChanged = event, let form = self.form,
                  let read = form.quietlyDecoded(Model.self) else { return }
            self.model = read
            self.onChange(read)
        }
    }

    deinit {
        if let form, let token { form.removeObserver(token) }
    }
}
