/// What a front end needs to know to build a row's control, beyond its kind and
/// rules: the mask typing follows, the bounds and step of a number or a date, and
/// what kind of text the field holds (so a browser or password manager can help).
///
/// Every value is optional; a front end uses what it can. Bounds of dates are
/// written as the row's ``BaseRow/inputText`` writes values (ISO text in the row's
/// time zone), so they compare with what the control holds.
public struct RowInputHints: Sendable, Hashable {
    /// The mask typing follows (`###-###-####`), with `#` for a digit and `*` for
    /// any character (see ``TextMask``).
    public var mask: String?
    /// The smallest number.
    public var minimum: Double?
    /// The largest number.
    public var maximum: Double?
    /// The step between numbers; for times, in seconds.
    public var step: Double?
    /// The earliest date or time, as ISO text.
    public var earliest: String?
    /// The latest date or time, as ISO text.
    public var latest: String?
    /// What kind of text the field holds.
    public var contentType: TextContentType?
    /// The media types a file row takes (`image/png`); empty for other rows.
    public var acceptedTypes: [String] = []
    /// The largest file a file row takes, in bytes.
    public var maximumBytes: Int?
    /// How many lines of text a text area shows at first; nil for other rows.
    public var lines: Int?

    /// Hints with nothing set.
    public init(mask: String? = nil, minimum: Double? = nil, maximum: Double? = nil, step: Double? = nil,
                earliest: String? = nil, latest: String? = nil, contentType: TextContentType? = nil) {
        self.mask = mask
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.earliest = earliest
        self.latest = latest
        self.contentType = contentType
    }
}

/// What kind of text a field holds, so that what fills fields in (a browser, a
/// password manager, a phone keyboard) can help. Text rows have one by kind
/// (``RowKind/email`` holds an ``email``); set ``FieldRow/contentType`` to say more,
/// such as a ``newPassword`` on a sign-up form.
public struct TextContentType: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    /// A person's full name.
    public static let name: TextContentType = "name"
    /// An email address.
    public static let email: TextContentType = "email"
    /// A telephone number.
    public static let telephoneNumber: TextContentType = "telephoneNumber"
    /// A web address.
    public static let url: TextContentType = "url"
    /// An account or user name.
    public static let username: TextContentType = "username"
    /// The password of an existing account.
    public static let password: TextContentType = "password"
    /// A password being chosen for a new account.
    public static let newPassword: TextContentType = "newPassword"
    /// A postal code.
    public static let postalCode: TextContentType = "postalCode"
    /// A whole number.
    public static let integer: TextContentType = "integer"
    /// A decimal number.
    public static let decimal: TextContentType = "decimal"
    /// A payment card's expiry date.
    public static let cardExpiry: TextContentType = "cardExpiry"
    /// A one-time code.
    public static let oneTimeCode: TextContentType = "oneTimeCode"
}
