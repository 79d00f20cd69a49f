import Foundation
import Synchronization

/// What ``Form/init(model:rowTypes:)`` learns about a model type: its fields, found
/// by walking a stand-in decode, and its ``FormDescribable`` description with key
/// paths resolved to tags. Neither depends on the model's values, so each is worked
/// out once per type and registry, and every later form of the type starts from it.
struct ModelLayout: @unchecked Sendable {
    // Unchecked: the description holds closures from the type's static
    // `formDescription` (value checks, option titles), which are not marked
    // `@Sendable`; forms only call them, and a description's closures must not
    // capture mutable state (``FormDescribable`` says so).
    let fields: [ModelField]
    let description: ModelFormBuilder.Resolved
}

/// The layouts learnt so far, by model type and the version of the registry they
/// were worked out with, shared by every task. A type whose layout cannot be
/// worked out is not remembered: it throws the same error each time.
///
/// The one global of the core, and a cache only: what it holds is worked out from
/// a model type and a registry version, both fixed for the life of the program, so
/// nothing from outside can change what it answers, and forgetting it all (as it
/// does when full) changes nothing but the time the next form takes. A layout is
/// never changed once kept: every field is a `let`, and forms copy it out. What it
/// shares between tasks is the type's own static `formDescription`, whose closures
/// ``FormDescribable`` requires to capture no mutable state.
final class ModelLayoutCache: Sendable {
    static let shared = ModelLayoutCache()

    private struct Key: Hashable {
        let model: ObjectIdentifier
        let rowTypes: UInt64
    }

    private let layouts = Mutex<[Key: ModelLayout]>([:])
    /// The most layouts kept; past it, they are all let go and learnt again.
    static let capacity = 1_024

    /// The layout of `type` as `rowTypes` sees it, made by `make` the first time.
    func layout<Model>(of type: Model.Type, rowTypes: RowTypeRegistry,
                       make: () throws(ModelFormError) -> ModelLayout) throws(ModelFormError) -> ModelLayout {
        let key = Key(model: ObjectIdentifier(type), rowTypes: rowTypes.version)
        if let known = layouts.withLock({ $0[key] }) { return known }
        // Made outside the lock: a model's decoding may be slow or make other forms.
        // Two tasks may both make it the first time; they make the same layout.
        let made = try make()
        layouts.withLock {
            // A program that makes a registry per form would otherwise fill it.
            if $0.count >= Self.capacity { $0.removeAll() }
            $0[key] = made
        }
        return made
    }
}
