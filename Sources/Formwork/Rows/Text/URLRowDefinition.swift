import Foundation

/// The definition of a link row: the schemes people may enter.
final class URLRowDefinition: FieldRowDefinition<URL>, @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a row that
    // holds the only reference to it, so nothing writes one that forms share.
    /// `http` and `https`, the schemes a link row takes unless set.
    static let webSchemes: Set<String> = ["http", "https"]

    var allowedSchemes = URLRowDefinition.webSchemes

    required init() {
        super.init()
    }

    required init(copying other: RowDefinition) {
        if let other = other as? URLRowDefinition { allowedSchemes = other.allowedSchemes }
        super.init(copying: other)
    }
}
