import CoordgenKit
import XCTest

final class EnumCaseRegistrarTests: XCTestCase {
    private let registrar = EnumCaseRegistrar(enumName: "CoordinatorType")

    // MARK: - Layouts

    func testAddsCaseOnNewLineAfterLastCase() throws {
        let source = """
            import Foundation

            /// Every coordinator the app can show.
            enum CoordinatorType {
                case app
                case home
            }

            """
        try assertAdding(
            "reservation", to: source,
            gives: """
                import Foundation

                /// Every coordinator the app can show.
                enum CoordinatorType {
                    case app
                    case home
                    case reservation
                }

                """)
    }

    func testOneLineEnumGetsElementAppended() throws {
        try assertAdding(
            "reservation", to: "enum CoordinatorType { case app }\n",
            gives: "enum CoordinatorType { case app, reservation }\n")
    }

    func testOneLineEnumWithSeveralElements() throws {
        try assertAdding(
            "signUp", to: "enum CoordinatorType { case app, home }\n",
            gives: "enum CoordinatorType { case app, home, signUp }\n")
    }

    func testOneLineEnumWithSemicolonSeparatedCases() throws {
        try assertAdding(
            "reservation", to: "enum CoordinatorType { case app; case home }\n",
            gives: "enum CoordinatorType { case app; case home, reservation }\n")
    }

    func testEmptyOneLineEnumGetsFirstCase() throws {
        try assertAdding(
            "reservation", to: "enum CoordinatorType {}\n",
            gives: "enum CoordinatorType { case reservation }\n")
    }

    func testEmptyMultiLineEnumGetsIndentedFirstCase() throws {
        try assertAdding(
            "reservation", to: "enum CoordinatorType {\n}\n",
            gives: "enum CoordinatorType {\n    case reservation\n}\n")
    }

    func testSeveralCasesOnOneLineInMultiLineEnum() throws {
        let source = """
            enum CoordinatorType {
                case app, home, settings
            }

            """
        try assertAdding(
            "reservation", to: source,
            gives: """
                enum CoordinatorType {
                    case app, home, settings
                    case reservation
                }

                """)
    }

    // MARK: - Raw values

    func testExplicitStringRawValuesGetOneForTheNewCase() throws {
        let source = """
            enum CoordinatorType: String {
                case app = "application"
                case home = "home"
            }

            """
        try assertAdding(
            "reservation", to: source,
            gives: """
                enum CoordinatorType: String {
                    case app = "application"
                    case home = "home"
                    case reservation = "reservation"
                }

                """)
    }

    func testImplicitStringRawValuesStayImplicit() throws {
        let source = """
            enum CoordinatorType: String {
                case app
                case home
            }

            """
        try assertAdding(
            "reservation", to: source,
            gives: """
                enum CoordinatorType: String {
                    case app
                    case home
                    case reservation
                }

                """)
    }

    func testExplicitIntRawValuesContinueAfterTheLargest() throws {
        let source = """
            enum CoordinatorType: Int {
                case app = 1
                case home = 5
                case settings = 3
            }

            """
        try assertAdding(
            "reservation", to: source,
            gives: """
                enum CoordinatorType: Int {
                    case app = 1
                    case home = 5
                    case settings = 3
                    case reservation = 6
                }

                """)
    }

    func testIntRawValuesCountImplicitFollowers() throws {
        // `home` is implicitly 6, so 6 would clash.
        try assertAdding(
            "reservation", to: "enum CoordinatorType: Int { case app = 5, home }\n",
            gives: "enum CoordinatorType: Int { case app = 5, home, reservation = 7 }\n")
    }

    func testKeywordCaseNameIsStillItsOwnRawValue() throws {
        try assertAdding(
            "default", to: "enum CoordinatorType: String { case app = \"application\" }\n",
            gives: "enum CoordinatorType: String { case app = \"application\", `default` = \"default\" }\n")
    }

    func testCharacterRawValuesAreLeftToAHuman() {
        let source = "enum CoordinatorType: Character {\n    case app = \"a\"\n}\n"
        XCTAssertThrowsError(try registrar.addingCase("reservation", to: source)) { error in
            XCTAssertEqual(error as? SourceEditError, .rawValueNeedsManualEdit(enumName: "CoordinatorType", rawType: "Character"))
            XCTAssertEqual("\(error)", "CoordinatorType uses explicit Character raw values; add the case by hand")
        }
    }

    func testDoubleRawValuesAreLeftToAHuman() {
        let source = "enum CoordinatorType: Double {\n    case app = 1.5\n}\n"
        XCTAssertThrowsError(try registrar.addingCase("reservation", to: source)) { error in
            XCTAssertEqual(error as? SourceEditError, .rawValueNeedsManualEdit(enumName: "CoordinatorType", rawType: "Double"))
        }
    }

    func testStringRawValueAlreadyTakenIsRefused() {
        let source = "enum CoordinatorType: String {\n    case booking = \"reservation\"\n}\n"
        XCTAssertThrowsError(try registrar.addingCase("reservation", to: source)) { error in
            XCTAssertEqual(error as? SourceEditError, .rawValueConflict(enumName: "CoordinatorType", rawValue: "\"reservation\""))
        }
    }

    func testSeveralConformancesWithExplicitStringValues() throws {
        let source = """
            enum CoordinatorType: String, CaseIterable, Codable {
                case app = "app"
            }

            """
        try assertAdding(
            "reservation", to: source,
            gives: """
                enum CoordinatorType: String, CaseIterable, Codable {
                    case app = "app"
                    case reservation = "reservation"
                }

                """)
    }

    func testNonRawConformanceWritesNoRawValue() throws {
        try assertAdding(
            "reservation", to: "enum CoordinatorType: Hashable {\n    case app\n}\n",
            gives: "enum CoordinatorType: Hashable {\n    case app\n    case reservation\n}\n")
    }

    // MARK: - #if blocks

    func testNewCaseGoesAfterLastDirectCaseNotIntoTrailingIfBlock() throws {
        let source = """
            enum CoordinatorType {
                case app
                case home
                #if DEBUG
                case debugMenu
                #endif
            }

            """
        try assertAdding(
            "reservation", to: source,
            gives: """
                enum CoordinatorType {
                    case app
                    case home
                    case reservation
                    #if DEBUG
                    case debugMenu
                    #endif
                }

                """)
    }

    func testIfElseifElseCasesAreSkippedAndCounted() throws {
        let source = """
            enum CoordinatorType {
                case app
            #if DEBUG
                case debugMenu
            #elseif BETA
                case betaFeedback
            #else
                case release
            #endif
                case home
            }

            """
        XCTAssertEqual(try registrar.caseNames(in: source), ["app", "debugMenu", "betaFeedback", "release", "home"])
        try assertAdding(
            "reservation", to: source,
            gives: """
                enum CoordinatorType {
                    case app
                #if DEBUG
                    case debugMenu
                #elseif BETA
                    case betaFeedback
                #else
                    case release
                #endif
                    case home
                    case reservation
                }

                """)
    }

    func testEnumWhoseOnlyCasesAreInsideIfGetsFirstMember() throws {
        let source = """
            enum CoordinatorType {
            #if DEBUG
                case debugMenu
            #endif
            }

            """
        try assertAdding(
            "reservation", to: source,
            gives: """
                enum CoordinatorType {
                    case reservation
                #if DEBUG
                    case debugMenu
                #endif
                }

                """)
    }

    // MARK: - Surroundings stay intact

    func testMembersAfterCasesStayAfterTheNewCase() throws {
        let source = """
            enum CoordinatorType: String, CaseIterable {
                case app
                case home

                var isRoot: Bool { self == .app }

                func title() -> String {
                    rawValue.capitalized
                }

                enum Transition { case push, present }
            }

            """
        try assertAdding(
            "reservation", to: source,
            gives: """
                enum CoordinatorType: String, CaseIterable {
                    case app
                    case home
                    case reservation

                    var isRoot: Bool { self == .app }

                    func title() -> String {
                        rawValue.capitalized
                    }

                    enum Transition { case push, present }
                }

                """)
    }

    func testTrailingCommentStaysWithItsCase() throws {
        try assertAdding(
            "reservation", to: "enum CoordinatorType {\n    case app // root\n}\n",
            gives: "enum CoordinatorType {\n    case app // root\n    case reservation\n}\n")
    }

    func testKoreanCommentsAndDocCommentsSurvive() throws {
        let source = """
            /// 코디네이터 종류
            @available(iOS 15, *)
            public enum CoordinatorType: String {
                /// 앱 루트
                case app // 앱
                // 예약 화면
                case home /* 홈 */
            }
            // 끝

            """
        try assertAdding(
            "reservation", to: source,
            gives: """
                /// 코디네이터 종류
                @available(iOS 15, *)
                public enum CoordinatorType: String {
                    /// 앱 루트
                    case app // 앱
                    // 예약 화면
                    case home /* 홈 */
                    case reservation
                }
                // 끝

                """)
    }

    func testTabIndentationIsReused() throws {
        try assertAdding(
            "reservation", to: "enum CoordinatorType {\n\tcase app\n\tcase home\n}\n",
            gives: "enum CoordinatorType {\n\tcase app\n\tcase home\n\tcase reservation\n}\n")
    }

    func testCRLFFileStaysCRLF() throws {
        let source = "import UIKit\r\n\r\nenum CoordinatorType {\r\n    case app // 앱\r\n    case home\r\n}\r\n"
        let result = try registrar.addingCase("reservation", to: source)
        XCTAssertEqual(
            result, "import UIKit\r\n\r\nenum CoordinatorType {\r\n    case app // 앱\r\n    case home\r\n    case reservation\r\n}\r\n")
        XCTAssertFalse(result.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "a bare LF slipped in")
        XCTAssertNil(SwiftSyntaxCheck.firstError(in: result))
    }

    func testMissingFinalNewlineStaysMissing() throws {
        try assertAdding(
            "reservation", to: "enum CoordinatorType {\n    case app\n}",
            gives: "enum CoordinatorType {\n    case app\n    case reservation\n}")
    }

    func testNestedEnumInExtensionUsesItsIndentation() throws {
        let source = """
            extension AppCoordinator {
                enum CoordinatorType {
                    case app
                }
            }

            """
        try assertAdding(
            "reservation", to: source,
            gives: """
                extension AppCoordinator {
                    enum CoordinatorType {
                        case app
                        case reservation
                    }
                }

                """)
    }

    func testOtherEnumsAreNotTouched() throws {
        let registrar = EnumCaseRegistrar(enumName: "Route")
        let source = "enum CoordinatorType {\n    case app\n}\n\nenum Route {\n    case list\n}\n"
        let result = try registrar.addingCase("detail", to: source)
        XCTAssertEqual(result, "enum CoordinatorType {\n    case app\n}\n\nenum Route {\n    case list\n    case detail\n}\n")
    }

    // MARK: - Names

    func testKeywordCaseNameIsWrittenWithBackticks() throws {
        let result = try registrar.addingCase("default", to: "enum CoordinatorType {\n    case app\n}\n")
        XCTAssertEqual(result, "enum CoordinatorType {\n    case app\n    case `default`\n}\n")
        XCTAssertEqual(try registrar.caseNames(in: result), ["app", "default"])
        XCTAssertNil(SwiftSyntaxCheck.firstError(in: result))
    }

    func testDuplicateCaseIsRefused() {
        let source = "enum CoordinatorType {\n    case app\n    case home\n}\n"
        XCTAssertThrowsError(try registrar.addingCase("home", to: source)) { error in
            XCTAssertEqual(error as? SourceEditError, .duplicateCase(enumName: "CoordinatorType", caseName: "home"))
            XCTAssertEqual("\(error)", "CoordinatorType already has a case named home")
        }
    }

    func testDuplicateInsideIfIsRefused() {
        let source = "enum CoordinatorType {\n    case app\n    #if DEBUG\n    case debugMenu\n    #endif\n}\n"
        XCTAssertThrowsError(try registrar.addingCase("debugMenu", to: source)) { error in
            XCTAssertEqual(error as? SourceEditError, .duplicateCase(enumName: "CoordinatorType", caseName: "debugMenu"))
        }
    }

    func testBacktickedKeywordCountsAsTheSameName() {
        let source = "enum CoordinatorType {\n    case `default`\n}\n"
        for name in ["default", "`default`"] {
            XCTAssertThrowsError(try registrar.addingCase(name, to: source), name) { error in
                XCTAssertEqual(error as? SourceEditError, .duplicateCase(enumName: "CoordinatorType", caseName: "default"))
            }
        }
    }

    func testInvalidCaseNamesAreRefused() {
        for name in ["sign up", "1st", "", "$0", "_", "a.b"] {
            XCTAssertThrowsError(try registrar.addingCase(name, to: "enum CoordinatorType { case app }"), name) { error in
                XCTAssertEqual(error as? SourceEditError, .invalidIdentifier(name))
            }
        }
    }

    // MARK: - Refusals

    func testUnparsableSourceIsRefusedWithLine() {
        let source = "import UIKit\n\nenum CoordinatorType {\n    case app\n"
        XCTAssertThrowsError(try registrar.addingCase("reservation", to: source)) { error in
            XCTAssertEqual(error as? SourceEditError, .unparsable(line: 4, message: "expected '}' to end enum"))
            XCTAssertEqual("\(error)", "the file does not parse: line 4: expected '}' to end enum")
        }
    }

    func testUnexpectedCodeIsRefused() {
        let source = "enum CoordinatorType {\n    case app\n    case home ]\n}\n"
        XCTAssertThrowsError(try registrar.addingCase("reservation", to: source)) { error in
            guard case .unparsable(let line, _)? = error as? SourceEditError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(line, 3)
        }
    }

    func testMissingEnumIsRefused() {
        XCTAssertThrowsError(try registrar.addingCase("reservation", to: "enum Route {\n    case app\n}\n")) { error in
            XCTAssertEqual(error as? SourceEditError, .typeNotFound(kind: "enum", name: "CoordinatorType"))
            XCTAssertEqual("\(error)", "no enum named CoordinatorType in this file")
        }
    }

    func testEnumDeclaredTwiceIsAmbiguous() {
        let source = "#if os(iOS)\nenum CoordinatorType { case app }\n#else\nenum CoordinatorType { case mac }\n#endif\n"
        XCTAssertThrowsError(try registrar.addingCase("reservation", to: source)) { error in
            XCTAssertEqual(error as? SourceEditError, .ambiguousType(kind: "enum", name: "CoordinatorType", count: 2))
        }
    }

    func testDeclaresEnum() {
        XCTAssertTrue(registrar.declaresEnum(in: "struct A { enum CoordinatorType { case app } }"))
        XCTAssertFalse(registrar.declaresEnum(in: "enum CoordinatorTypes { case app }"))
        XCTAssertFalse(registrar.declaresEnum(in: "// enum CoordinatorType { case app }"))
    }

    // MARK: - Associated values (a SwiftUI coordinator's Destination)

    func testCaseWithAssociatedValuesGoesInLikeAnyOther() throws {
        let destinations = EnumCaseRegistrar(enumName: "Destination")
        let source = """
            final class PaymentCoordinator {
                enum Destination: Hashable {
                    case payment
                }
            }
            """
        let result = try destinations.addingCase("default", associatedValues: "(DefaultCoordinator)", to: source)
        XCTAssertEqual(
            result, source.replacingOccurrences(of: "case payment\n", with: "case payment\n        case `default`(DefaultCoordinator)\n"))
        XCTAssertEqual(try destinations.caseNames(in: result), ["payment", "default"])
        XCTAssertThrowsError(try destinations.addingCase("default", associatedValues: "(Other)", to: result)) { error in
            XCTAssertEqual(error as? SourceEditError, .duplicateCase(enumName: "Destination", caseName: "default"))
        }
    }

    func testAssociatedValuesThatDoNotParseOrMeetRawValuesAreRefused() {
        let destinations = EnumCaseRegistrar(enumName: "Destination")
        let plain = "enum Destination: Hashable { case payment }"
        for bad in ["DefaultCoordinator", "(DefaultCoordinator", "(a: Int) = 3", "()\n(b)"] {
            XCTAssertThrowsError(try destinations.addingCase("help", associatedValues: bad, to: plain), bad) { error in
                guard case .invalidSnippet? = error as? SourceEditError else {
                    return XCTFail("expected invalidSnippet for \(bad), got \(error)")
                }
            }
        }
        let rawValues = "enum Destination: String { case payment = \"pay\" }"
        XCTAssertThrowsError(try destinations.addingCase("help", associatedValues: "(Int)", to: rawValues))
    }

    // MARK: - Helpers

    private func assertAdding(
        _ caseName: String,
        to source: String,
        gives expected: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        XCTAssertNil(SwiftSyntaxCheck.firstError(in: source), "fixture must parse", file: file, line: line)
        let result = try registrar.addingCase(caseName, to: source)
        XCTAssertEqual(result, expected, file: file, line: line)
        XCTAssertNil(SwiftSyntaxCheck.firstError(in: result), "result must re-parse", file: file, line: line)
    }
}
