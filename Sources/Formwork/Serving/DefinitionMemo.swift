import Foundation

/// Where front ends keep what they work out once from a template's definition
/// (markup fragments of its rows, a layout), shared by every form the template
/// makes: ``Form/definitionMemo``.
///
/// Forms from one template are drawn by many tasks at once, so the memo is
/// thread-safe; what it keeps must be `Sendable` and never changed once kept. A
/// form's definition can still change after it was made (a request may retitle a
/// row), so a front end checks what it kept against the row before using it.
///
/// What is kept is worked out from a fresh form of the template, never from the
/// form being drawn, which a request may have changed.
///
/// ```swift
/// let fragments = form.definitionMemo?.value(forKey: MyFrontEnd.key) { definition in
///     MyFragments(of: definition)
/// }
/// ```
public final class DefinitionMemo: @unchecked Sendable {
    // Guards `entries`; taken once per form drawn, not per row.
    private let lock = NSLock()
    private var entries: [(key: AnyObject, value: AnyObject)] = []
    /// The template's own form; weak, since the forms it makes hold the memo.
    private weak var prototype: Form?

    /// The most values kept; the oldest goes first (a front end that makes a new
    /// key for every request would otherwise fill it).
    public static let capacity = 8

    init(prototype: Form) {
        self.prototype = prototype
    }

    /// The value kept under `key` (compared by identity); made by `make` and kept
    /// the first time. Tasks that ask at the same time may each make one, and one
    /// is kept; the lock is not held while making, so no task waits on another's
    /// work and `make` may draw forms of the same template. Nil once the template
    /// is gone.
    ///
    /// - Parameters:
    ///   - key: an object that stands for what the value depends on besides the
    ///     definition (a renderer's configuration); held until the value goes.
    ///   - make: works the value out from `definition`, a fresh form of the
    ///     template (not the form being drawn).
    public func value<Value: AnyObject & Sendable>(forKey key: AnyObject & Sendable,
                                                   make: (_ definition: Form) -> Value) -> Value? {
        let definition: Form
        do {
            lock.lock()
            defer { lock.unlock() }
            if let kept = kept(forKey: key, as: Value.self) { return kept }
            // The template's form is never changed once made: copying it from any task is safe.
            guard let prototype else { return nil }
            definition = prototype.makeCopy()
        }
        let made = make(definition)
        lock.lock()
        defer { lock.unlock() }
        if let kept = kept(forKey: key, as: Value.self) { return kept }
        entries.removeAll { $0.key === key }
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append((key, made))
        return made
    }

    private func kept<Value>(forKey key: AnyObject, as type: Value.Type) -> Value? {
        entries.first { $0.key === key }?.value as? Value
    }
}
