/// Where a row's options come from: a fixed list, or a loader called the first time
/// the options are needed (a network or database lookup).
public enum OptionsProvider<T> {
    /// A fixed list.
    case array([T])
    /// A loader that calls its completion with the options.
    case lazy((_ completion: @escaping ([T]) -> Void) -> Void)
}

extension OptionsProvider {
    /// Calls `completion` with `cached` when present, otherwise loads from `provider`
    /// and hands the result to `store` first.
    static func load(cached: [T]?, from provider: OptionsProvider<T>?, store: @escaping ([T]) -> Void,
                     completion: @escaping ([T]) -> Void) {
        if let cached { completion(cached); return }
        switch provider {
        case .array(let list)?:
            store(list)
            completion(list)
        case .lazy(let loader)?:
            loader { list in
                store(list)
                completion(list)
            }
        case nil:
            completion([])
        }
    }
}
