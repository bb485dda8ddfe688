import XCTest

@testable import CoordgenKit

final class FlowNameTests: XCTestCase {
    func testPlainNameIsKeptAsIs() throws {
        let name = try FlowName(parsing: "Reservation")
        XCTAssertEqual(name.typeStem, "Reservation")
        XCTAssertEqual(name.caseName, "reservation")
        XCTAssertNil(name.normalisationNote)
    }

    func testLowercaseNameIsCapitalisedAndSaysSo() throws {
        let name = try FlowName(parsing: "reservation")
        XCTAssertEqual(name.typeStem, "Reservation")
        XCTAssertEqual(name.normalisationNote, "using Reservation for \"reservation\" (capitalised it to Reservation)")
    }

    func testCoordinatorSuffixIsDropped() throws {
        let name = try FlowName(parsing: "ReservationCoordinator", droppingSuffix: "Coordinator")
        XCTAssertEqual(name.typeStem, "Reservation")
        XCTAssertEqual(name.normalisations, ["dropped the Coordinator suffix, which coordgen adds itself"])
    }

    func testSnakeAndKebabCaseAreJoined() throws {
        for input in ["sign_up", "sign-up", "Sign-Up"] {
            let name = try FlowName(parsing: input)
            XCTAssertEqual(name.typeStem, "SignUp", input)
            XCTAssertEqual(name.caseName, "signUp", input)
            XCTAssertEqual(name.title, "Sign Up", input)
        }
    }

    func testLeadingAcronymIsLoweredAsOneWord() throws {
        XCTAssertEqual(try FlowName(parsing: "URLSession").caseName, "urlSession")
        XCTAssertEqual(try FlowName(parsing: "URL").caseName, "url")
        XCTAssertEqual(try FlowName(parsing: "HTTP2Server").caseName, "http2Server")
        XCTAssertEqual(try FlowName(parsing: "URLSession").title, "URL Session")
    }

    func testKeywordCasesAreEscapedWithBackticks() throws {
        let name = try FlowName(parsing: "Default")
        XCTAssertEqual(name.caseName, "default")
        XCTAssertEqual(name.caseIdentifier, "`default`")
        XCTAssertEqual(try FlowName(parsing: "Home").caseIdentifier, "home")
    }

    func testBadNamesAreRefusedWithTheirReason() {
        let cases: [(String, NameError)] = [
            ("", .empty),
            ("   ", .empty),
            ("1Reservation", .leadingDigit("1Reservation")),
            ("../Evil", .pathLike("../Evil")),
            ("a/b", .pathLike("a/b")),
            ("Reser vation", .invalidCharacter("Reser vation", " ")),
            ("Café", .invalidCharacter("Café", "é")),
            ("예약", .invalidCharacter("예약", "예")),
            ("Hello!", .invalidCharacter("Hello!", "!")),
            ("--", .noLetters("--")),
            ("Self", .reservedWord("Self", "self")),
            ("Init", .reservedWord("Init", "init")),
            (String(repeating: "A", count: 81), .tooLong(String(repeating: "A", count: 81), 80)),
        ]
        for (input, expected) in cases {
            XCTAssertThrowsError(try FlowName(parsing: input), input) { error in
                XCTAssertEqual(error as? NameError, expected, input)
            }
        }
    }

    func testOnlyTheSuffixIsRefused() {
        XCTAssertThrowsError(try FlowName(parsing: "Coordinator", droppingSuffix: "Coordinator")) { error in
            XCTAssertEqual(error as? NameError, .onlySuffix("Coordinator", "Coordinator"))
        }
    }

    func testEveryRefusalIsOneLine() {
        let errors: [NameError] = [
            .empty, .pathLike("a/b"), .invalidCharacter("x!", "!"), .noLetters("_"), .leadingDigit("1"),
            .onlySuffix("Coordinator", "Coordinator"), .tooLong("x", 80), .reservedWord("Self", "self"),
        ]
        for error in errors {
            XCTAssertFalse(error.description.contains("\n"), error.description)
        }
    }
}
