import Foundation
@testable import Formwork
import Testing

/// Properties whose names exercise every title rule, for titles seen through a form.
struct TitledProfile: Codable {
    var homepageURL: URL?
    var rememberMe = true
    var address2: String?
    var first_name: String?
    var x: Int?
    var userID: String?
    var email: String?
}

@Suite("Titles from keys")
struct TitleCaseTests {
    @Test(arguments: [
        ("rememberMe", "Remember Me"),
        ("email", "Email"),
        ("dateOfBirth", "Date Of Birth"),
        ("Name", "Name"),
    ])
    func camelCaseBecomesWords(key: String, title: String) {
        #expect(TitleCase.title(fromKey: key) == title)
    }

    @Test(arguments: [
        ("homepageURL", "Homepage URL"),
        ("userID", "User ID"),
        ("URLString", "URL String"),
        ("ID", "ID"),
        ("URL", "URL"),
        ("PDFFile", "PDF File"),
        ("HTTPSProxyPort", "HTTPS Proxy Port"),
        ("profileImageURL", "Profile Image URL"),
    ])
    func acronymsAreKept(key: String, title: String) {
        #expect(TitleCase.title(fromKey: key) == title)
    }

    @Test(arguments: [
        ("address2", "Address 2"),
        ("top10", "Top 10"),
        ("line1Text", "Line 1 Text"),
        ("version2Beta", "Version 2 Beta"),
        ("ISBN13", "ISBN 13"),
        ("ID2", "ID 2"),
        ("x2", "X 2"),
    ])
    func digitsStartTheirOwnWord(key: String, title: String) {
        #expect(TitleCase.title(fromKey: key) == title)
    }

    @Test(arguments: [
        ("x", "X"),
        ("X", "X"),
        ("pointX", "Point X"),
        ("xCoordinate", "X Coordinate"),
        ("aB", "A B"),
        ("isA", "Is A"),
    ])
    func singleLettersAreWordsNotAcronyms(key: String, title: String) {
        #expect(TitleCase.title(fromKey: key) == title)
    }

    @Test(arguments: [
        ("first_name", "First Name"),
        ("snake_case_key", "Snake Case Key"),
        ("_leading", "Leading"),
        ("trailing_", "Trailing"),
        ("double__underscore", "Double Underscore"),
        ("kebab-case", "Kebab Case"),
        ("address.street", "Address Street"),
        ("user_ID", "User ID"),
    ])
    func separatorsSplitWords(key: String, title: String) {
        #expect(TitleCase.title(fromKey: key) == title)
    }

    @Test func anEmptyKeyGivesAnEmptyTitle() {
        #expect(TitleCase.title(fromKey: "") == "")
    }

    @Test func aFormFromAModelUsesTheTitles() throws {
        let form = try Form(model: TitledProfile())
        let titles = form.allRows.map { "\($0.tag ?? "?")=\($0.title ?? "nil")" }
        #expect(titles == [
            "homepageURL=Homepage URL",
            "rememberMe=Remember Me",
            "address2=Address 2",
            "first_name=First Name",
            "x=X",
            "userID=User ID",
            "email=Email",
        ])
    }
}
