/// Limits on what a submitted body may hold. The defaults take the largest forms
/// people fill in (a thousand fields and more) and refuse what only an attack sends.
public struct BodyLimits: Sendable, Hashable {
    /// The most bytes a body may have: 1 MiB unless set (uploads need more).
    public var maximumBodyBytes = 1 << 20
    /// The most fields a body may hold: 10,000 unless set.
    public var maximumFieldCount = 10_000
    /// The most bytes one field's name and value may have, decoded: 64 KiB unless set.
    public var maximumFieldBytes = 64 * 1024
    /// The most bytes a body with files (`multipart/form-data`) may have: 10 MB
    /// unless set.
    public var maximumUploadBytes = 10_000_000

    /// The default limits.
    public init() {}
}

/// Why a submitted body was refused, with the HTTP status to answer with.
public struct FormBodyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The code's name (`bodyTooLarge`).
        public var description: String { name }

        /// The body is larger than ``BodyLimits/maximumBodyBytes``.
        public static let bodyTooLarge = Code("bodyTooLarge")
        /// The body holds more fields than ``BodyLimits/maximumFieldCount``.
        public static let tooManyFields = Code("tooManyFields")
        /// A field is longer than ``BodyLimits/maximumFieldBytes``.
        public static let fieldTooLong = Code("fieldTooLong")
        /// The body is not well formed: a bad `%` escape, text that is not UTF-8, a
        /// broken multipart part.
        public static let malformed = Code("malformed")
        /// The body's content type is not one a form sends.
        public static let unsupportedContentType = Code("unsupportedContentType")
        /// The server holds as many bodies as its ``BodyBudget`` allows: the same
        /// request may succeed a little later.
        public static let serverBusy = Code("serverBusy")
    }

    /// What kind of problem it is.
    public let code: Code
    /// A sentence for the person or client, safe to show.
    public let message: String

    /// The HTTP status to answer with: 413 for a body too large, 415 for a content
    /// type a form does not send, 503 when the server is busy, 400 otherwise.
    public var status: Int {
        switch code {
        case .bodyTooLarge: 413
        case .unsupportedContentType: 415
        case .serverBusy: 503
        default: 400
        }
    }

    /// An error with a code and a message.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The code and the message (`bodyTooLarge: The form sent is larger than …`).
    public var description: String { "\(code): \(message)" }
}
