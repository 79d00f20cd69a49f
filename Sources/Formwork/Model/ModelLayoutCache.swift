import Foundation

/// What ``Form/init(model:)`` learns about a model type: its fields, found by walking
/// a stand-in decode, and its ``FormDescribable`` description with key paths
/// resolved to tags. Neither depends on the model's values, so each is worked out
/// once per type, and every later form of the type starts from it.
struct ModelLayout: @unchecked Sendable {
    // Unchecked: the description's closures come from the type's static
    // `formDescription`; forms call them, never change them.
    let fields: [ModelField]
    let description: ModelFormBuilder.Resolved
}

/// The layouts learnt so far, by model type, shared by every task. A type whose
/// layout cannot be worked out is not remembered: it throws the same error each time.
final class ModelLayoutCache: @unchecked Sendable {
    // Unchecked: `layouts` is only read and written with `lock` held.
    static let shared = ModelLayoutCache()

    private let lock = NSLock()
    private var layouts: [ObjectIdentifier: ModelLayout] = [:]

    /// The layout of `type`, made by `make` the first time.
    func layout<Model>(of type: Model.Type, make: () throws(ModelFormError) -> ModelLayout) throws(ModelFormError) -> ModelLayout {
        let key = ObjectIdentifier(type)
        if let known = lock.withLock({ layouts[key] }) { return known }
        // Made outside the lock: a model's decoding may be slow or make other forms.
        // Two tasks may both make it the first time; they make the same layout.
        let made = try make()
        lock.withLock { layouts[key] = made }
        return made
    }
}
