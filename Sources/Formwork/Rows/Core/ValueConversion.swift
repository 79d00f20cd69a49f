import Foundation

/// Lossless conversions between the value types rows use, for untyped assignment
/// (`baseValue`, `form.setValues`, values decoded from JSON or a request).
enum ValueConversion {
    /// Converts `any` to `T`, or returns nil when that would lose information or
    /// makes no sense (`"12a"` to `Int`, `2.5` to `Int`).
    /// Numbers must be finite, and dates within years 1 to 9999, even when they are
    /// already of the type.
    static func convert<T>(_ any: Any, to type: T.Type) -> T? {
        if let native = nativeNumber(any) { return convert(native, to: type) }
        if type == Double.self || type == Float.self || type == Date.self { return convertKnown(any, to: type) }
        if let direct = any as? T { return direct }
        if let converted = convertKnown(any, to: type) { return converted }
        if let raw = type as? any RawRepresentable.Type { return convertRaw(any, to: raw) as? T }
        return nil
    }

    private static func convertKnown<T>(_ any: Any, to type: T.Type) -> T? {
        switch type {
        case is Int.Type: return int(any) as? T
        case is Double.Type: return double(any) as? T
        case is Float.Type:
            // Only a Double whose shortest text a Float keeps: 16777217 or 1e300 is refused.
            if let f = any as? Float { return f.isFinite ? f as? T : nil }
            guard let d = double(any) else { return nil }
            let f = Float(d)
            return DecimalText.isExact(f, for: Substring(String(d))) ? f as? T : nil
        case is Decimal.Type: return decimal(any) as? T
        case is String.Type: return string(any) as? T
        case is Bool.Type: return bool(any) as? T
        case is URL.Type: return string(any).flatMap { URL(string: $0) } as? T
        case is Date.Type:
            // Only dates a date row can hold: finite, years 1 to 9999.
            let date: Date?
            if let d = any as? Date { date = d } else if let n = double(any), !(any is String) {
                date = Date(timeIntervalSince1970: n)
            } else {
                date = string(any).flatMap(ISODateText.parse)
            }
            return date.flatMap { DateFieldRow.isRepresentable($0) ? $0 as? T : nil }
        // An image or file as a model keeps it (FXForms' image properties) and as a row holds it.
        case is Data.Type: return (any as? UploadedFile)?.data as? T
        case is UploadedFile.Type:
            guard let data = any as? Data else { return nil }
            let type = ImageType.of(data)
            return UploadedFile(name: type.map { "image." + $0.name.lowercased() } ?? "file",
                                contentType: FileKind(name: "file", data: data).mediaType, data: data) as? T
        case let integer as any FixedWidthInteger.Type:
            return int(any).flatMap { integer.init(exactly: $0) } as? T
        default: return nil
        }
    }

    private static func convertRaw<R: RawRepresentable>(_ any: Any, to type: R.Type) -> R? {
        guard let raw = convert(any, to: R.RawValue.self) else { return nil }
        return R(rawValue: raw)
    }

    /// The Double nearest a Decimal, through its text: `NSDecimalNumber.doubleValue`
    /// is off in the last digits on some platforms (19.99 → 19.990000000000002).
    static func exactDouble(_ decimal: Decimal) -> Double {
        Double(decimal.description) ?? NSDecimalNumber(decimal: decimal).doubleValue
    }

    static func int(_ any: Any) -> Int? {
        switch any {
        case let v as any BinaryInteger: return Int(exactly: v)
        case let v as Double: return v.rounded() == v && v.magnitude < DecimalText.exactWholeNumberLimit ? Int(exactly: v) : nil
        case let v as Float: return int(Double(v))
        // Through its digits, not a Double: every digit counts.
        case let v as Decimal: return v.isFinite ? Int(v.description) : nil
        case let v as String: return Int(v.trimmingCharacters(in: .whitespaces))
        case let v as Substring: return int(String(v))
        // An option set of bits is its raw whole number.
        case let v as any OptionSet: return int(ModelBits.rawValue(of: v))
        default: return nil
        }
    }

    static func double(_ any: Any) -> Double? {
        switch any {
        case let v as any BinaryInteger: return Double(exactly: v)
        // A Float through its shortest text: 0.1 as a Float is 0.1, not 0.10000000149…
        case let v as Float: return v.isFinite ? Double(String(v)) : nil
        case let v as any BinaryFloatingPoint:
            let d = Double(v)
            return d.isFinite ? d : nil
        case let v as Decimal:
            guard v.isFinite else { return nil }
            let d = ValueConversion.exactDouble(v)
            return DecimalText.isExact(d, for: Substring(v.description)) ? d : nil
        // Plain decimal notation a Double keeps exactly: "12345678901234567890" would
        // come back as 12345678901234567000.
        case let v as String: return DecimalText.exactDouble(Substring(v.trimmingCharacters(in: .whitespaces)))
        case let v as Substring: return double(String(v))
        default: return nil
        }
    }

    private static func decimal(_ any: Any) -> Decimal? {
        switch any {
        case let v as String: return Decimal(string: v.trimmingCharacters(in: .whitespaces))
        case let v as any BinaryInteger: return Int(exactly: v).map { Decimal($0) }
        // Through the shortest decimal text of the Double: 19.99 stays 19.99.
        case let v as Double: return v.isFinite ? Decimal(string: String(v)) : nil
        case let v as Float: return v.isFinite ? Decimal(string: String(v)) : nil
        default: return nil
        }
    }

    private static func string(_ any: Any) -> String? {
        switch any {
        case let v as String: return v
        case let v as Substring: return String(v)
        case let v as URL: return v.absoluteString
        case let v as Character: return String(v)
        default: return nil
        }
    }

    private static func bool(_ any: Any) -> Bool? {
        switch any {
        case let v as String:
            switch v.lowercased() {
            case "true", "yes", "on", "1": return true
            case "false", "no", "off", "0": return false
            default: return nil
            }
        case let v as any BinaryInteger:
            let n = Int(exactly: v)
            return n == 0 ? false : (n == 1 ? true : nil)
        default: return nil
        }
    }
}
