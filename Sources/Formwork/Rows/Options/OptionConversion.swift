/// Every option converted to `T`, or nil when one does not convert.
func convertOptions<T>(_ options: [Any], to type: T.Type) -> [T]? {
    let converted = options.compactMap { ValueConversion.convert($0, to: T.self) }
    return converted.count == options.count ? converted : nil
}
