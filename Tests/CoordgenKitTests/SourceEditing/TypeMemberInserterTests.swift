import CoordgenKit
import XCTest

final class TypeMemberInserterTests: XCTestCase {
    private let openPayment = """
        /// Starts the Payment flow as a child of this coordinator.
        func openPaymentCoordinator() {
            let coordinator = PaymentCoordinator(navigationController)
            coordinator.finishDelegate = self
            childCoordinators.append(coordinator)
            coordinator.start()
        }
        """

    private let reservationFile = """
        import UIKit

        // 예약 흐름
        protocol ReservationCoordinatorProtocol: Coordinator {
            func showReservationList()
        }

        final class ReservationCoordinator: ReservationCoordinatorProtocol {
            var childCoordinators: [Coordinator] = []
            weak var finishDelegate: CoordinatorFinishDelegate?

            func start() {
                showReservationList()
            }

            func showReservationList() {
                // 예약 목록
            }
        }

        """

    // MARK: - Protocol and class

    func testAddsRequirementToProtocolAndImplementationToClass() throws {
        let withRequirement = try TypeMemberInserter.addingMethod(
            openPayment, toType: "ReservationCoordinatorProtocol", kind: .protocol, in: reservationFile)
        let result = try TypeMemberInserter.addingMethod(
            openPayment, toType: "ReservationCoordinator", kind: .class, in: withRequirement)
        XCTAssertEqual(
            result,
            """
            import UIKit

            // 예약 흐름
            protocol ReservationCoordinatorProtocol: Coordinator {
                func showReservationList()

                /// Starts the Payment flow as a child of this coordinator.
                func openPaymentCoordinator()
            }

            final class ReservationCoordinator: ReservationCoordinatorProtocol {
                var childCoordinators: [Coordinator] = []
                weak var finishDelegate: CoordinatorFinishDelegate?

                func start() {
                    showReservationList()
                }

                func showReservationList() {
                    // 예약 목록
                }

                /// Starts the Payment flow as a child of this coordinator.
                func openPaymentCoordinator() {
                    let coordinator = PaymentCoordinator(navigationController)
                    coordinator.finishDelegate = self
                    childCoordinators.append(coordinator)
                    coordinator.start()
                }
            }

            """)
        XCTAssertNil(SwiftSyntaxCheck.firstError(in: result))
    }

    func testRequirementDropsBodyAndProtocolIncompatibleModifiers() throws {
        let function = """
            /// Pushes the detail screen.
            @MainActor public final func pushToDetail(id: Int) async throws -> Bool {
                true
            }
            """
        XCTAssertEqual(
            try TypeMemberInserter.requirement(from: function),
            """
            /// Pushes the detail screen.
            @MainActor func pushToDetail(id: Int) async throws -> Bool
            """)
        XCTAssertEqual(try TypeMemberInserter.requirement(from: "/// Doc.\npublic func go() {}"), "/// Doc.\nfunc go()")
    }

    // MARK: - Body shapes

    func testEmptyOneLineBodiesAreOpenedUp() throws {
        let source = "protocol PaymentCoordinatorProtocol {}\n\nfinal class PaymentCoordinator { }\n"
        let protocolDone = try TypeMemberInserter.addingMethod(
            "func presentReceipt()", toType: "PaymentCoordinatorProtocol", kind: .protocol, in: source)
        let result = try TypeMemberInserter.addingMethod(
            "func presentReceipt() {\n    print(1)\n}", toType: "PaymentCoordinator", kind: .class, in: protocolDone)
        XCTAssertEqual(
            result,
            """
            protocol PaymentCoordinatorProtocol {
                func presentReceipt()
            }

            final class PaymentCoordinator {
                func presentReceipt() {
                    print(1)
                }
            }

            """)
        XCTAssertNil(SwiftSyntaxCheck.firstError(in: result))
    }

    func testEmptyMultiLineBodyGetsNoBlankLine() throws {
        try assertAdding(
            openPayment, to: "ReservationCoordinator", kind: .class,
            in: "final class ReservationCoordinator {\n}\n",
            gives: """
                final class ReservationCoordinator {
                    /// Starts the Payment flow as a child of this coordinator.
                    func openPaymentCoordinator() {
                        let coordinator = PaymentCoordinator(navigationController)
                        coordinator.finishDelegate = self
                        childCoordinators.append(coordinator)
                        coordinator.start()
                    }
                }

                """)
    }

    func testExistingBlankLineAndTrailingCommentsAreRespected() throws {
        let source = """
            protocol HomeCoordinatorProtocol {
                func start()
                // MARK: - Navigation

            }

            """
        try assertAdding(
            "func pushToSettings()", to: "HomeCoordinatorProtocol", kind: .protocol, in: source,
            gives: """
                protocol HomeCoordinatorProtocol {
                    func start()
                    // MARK: - Navigation

                    func pushToSettings()
                }

                """)
    }

    func testOneLineBodyWithMemberIsOpenedUp() throws {
        try assertAdding(
            "func pushToSettings()", to: "HomeCoordinatorProtocol", kind: .protocol,
            in: "protocol HomeCoordinatorProtocol { func start() }\n",
            gives: "protocol HomeCoordinatorProtocol { func start()\n\n    func pushToSettings()\n}\n")
    }

    // MARK: - Indentation and line endings

    func testTabIndentedFileGetsTabs() throws {
        let source = "final class ReservationCoordinator {\n\tfunc start() {\n\t\tshow()\n\t}\n}\n"
        try assertAdding(
            openPayment, to: "ReservationCoordinator", kind: .class, in: source,
            gives:
                "final class ReservationCoordinator {\n\tfunc start() {\n\t\tshow()\n\t}\n\n"
                + "\t/// Starts the Payment flow as a child of this coordinator.\n"
                + "\tfunc openPaymentCoordinator() {\n"
                + "\t\tlet coordinator = PaymentCoordinator(navigationController)\n"
                + "\t\tcoordinator.finishDelegate = self\n"
                + "\t\tchildCoordinators.append(coordinator)\n"
                + "\t\tcoordinator.start()\n"
                + "\t}\n}\n")
    }

    func testTwoSpaceIndentedFileGetsTwoSpaces() throws {
        let source = "final class HomeCoordinator {\n  func start() {\n    show()\n  }\n}\n"
        try assertAdding(
            "func pushToDetail() {\n    show()\n}", to: "HomeCoordinator", kind: .class, in: source,
            gives:
                "final class HomeCoordinator {\n  func start() {\n    show()\n  }\n\n  func pushToDetail() {\n    show()\n  }\n}\n")
    }

    func testEmptyBodyTakesIndentationFromTheRestOfTheFile() throws {
        let twoSpaces = "struct Route {\n  var id: Int\n  var name: String\n}\n\nprotocol RouteProtocol {}\n"
        try assertAdding(
            "func go() {}", to: "RouteProtocol", kind: .protocol, in: twoSpaces,
            gives: "struct Route {\n  var id: Int\n  var name: String\n}\n\nprotocol RouteProtocol {\n  func go()\n}\n")
        let tabs = "struct Route {\n\tvar id: Int\n}\n\nclass RouteCoordinator {\n}\n"
        try assertAdding(
            "func go() {\n    print(1)\n}", to: "RouteCoordinator", kind: .class, in: tabs,
            gives: "struct Route {\n\tvar id: Int\n}\n\nclass RouteCoordinator {\n\tfunc go() {\n\t\tprint(1)\n\t}\n}\n")
    }

    func testNestedTypeGetsDeeperIndentation() throws {
        let source = "enum Flows {\n    final class HomeCoordinator {\n        func start() {}\n    }\n}\n"
        try assertAdding(
            "func pushToDetail() {\n    show()\n}", to: "HomeCoordinator", kind: .class, in: source,
            gives:
                "enum Flows {\n    final class HomeCoordinator {\n        func start() {}\n\n"
                + "        func pushToDetail() {\n            show()\n        }\n    }\n}\n")
    }

    func testCRLFFileStaysCRLF() throws {
        let source = "protocol HomeCoordinatorProtocol {\r\n    func start()\r\n}\r\n"
        let result = try TypeMemberInserter.addingMethod(openPayment, toType: "HomeCoordinatorProtocol", kind: .protocol, in: source)
        XCTAssertEqual(
            result,
            "protocol HomeCoordinatorProtocol {\r\n    func start()\r\n\r\n"
                + "    /// Starts the Payment flow as a child of this coordinator.\r\n"
                + "    func openPaymentCoordinator()\r\n}\r\n")
        XCTAssertFalse(result.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "a bare LF slipped in")
        XCTAssertNil(SwiftSyntaxCheck.firstError(in: result))
    }

    func testMultilineStringContentIsNotReindented() throws {
        // Only the base indentation is prepended inside the literal, so its value stays "  hi".
        let function = "func banner() -> String {\n    \"\"\"\n      hi\n    \"\"\"\n}"
        try assertAdding(
            function, to: "HomeCoordinator", kind: .class,
            in: "class HomeCoordinator {\n\tfunc start() {}\n}",
            gives:
                "class HomeCoordinator {\n\tfunc start() {}\n\n\tfunc banner() -> String {\n\t\t\"\"\"\n\t      hi\n\t    \"\"\"\n\t}\n}")
    }

    func testTypeInsideIfBlockCanBeEdited() throws {
        let source = "#if canImport(UIKit)\nprotocol HomeCoordinatorProtocol {\n    func start()\n}\n#endif\n"
        try assertAdding(
            "func pushToDetail()", to: "HomeCoordinatorProtocol", kind: .protocol, in: source,
            gives:
                "#if canImport(UIKit)\nprotocol HomeCoordinatorProtocol {\n    func start()\n\n    func pushToDetail()\n}\n#endif\n")
    }

    // MARK: - Refusals

    func testDuplicateFunctionIsRefused() throws {
        let once = try TypeMemberInserter.addingMethod(openPayment, toType: "ReservationCoordinator", kind: .class, in: reservationFile)
        XCTAssertThrowsError(try TypeMemberInserter.addingMethod(openPayment, toType: "ReservationCoordinator", kind: .class, in: once)) {
            error in
            XCTAssertEqual(
                error as? SourceEditError,
                .duplicateFunction(typeName: "ReservationCoordinator", functionName: "openPaymentCoordinator"))
            XCTAssertEqual("\(error)", "ReservationCoordinator already has a function named openPaymentCoordinator")
        }
        XCTAssertThrowsError(
            try TypeMemberInserter.addingMethod(
                "func showReservationList()", toType: "ReservationCoordinatorProtocol", kind: .protocol, in: reservationFile))
    }

    func testFunctionInExtensionOrIfBlockCountsAsDuplicate() throws {
        let source = """
            final class HomeCoordinator {
                #if DEBUG
                func showDebugMenu() {}
                #endif
            }

            extension HomeCoordinator {
                func pushToDetail() {}
            }

            """
        XCTAssertTrue(try TypeMemberInserter.hasFunction(named: "pushToDetail", inType: "HomeCoordinator", kind: .class, in: source))
        XCTAssertTrue(try TypeMemberInserter.hasFunction(named: "showDebugMenu", inType: "HomeCoordinator", kind: .class, in: source))
        XCTAssertFalse(try TypeMemberInserter.hasFunction(named: "start", inType: "HomeCoordinator", kind: .class, in: source))
        XCTAssertThrowsError(
            try TypeMemberInserter.addingMethod("func pushToDetail() {}", toType: "HomeCoordinator", kind: .class, in: source))
    }

    func testMissingTypeIsRefused() {
        XCTAssertFalse(TypeMemberInserter.declaresType(named: "PaymentCoordinator", kind: .class, in: reservationFile))
        XCTAssertTrue(TypeMemberInserter.declaresType(named: "ReservationCoordinator", kind: .class, in: reservationFile))
        XCTAssertFalse(TypeMemberInserter.declaresType(named: "ReservationCoordinator", kind: .protocol, in: reservationFile))
        XCTAssertThrowsError(
            try TypeMemberInserter.addingMethod(openPayment, toType: "PaymentCoordinator", kind: .class, in: reservationFile)
        ) { error in
            XCTAssertEqual(error as? SourceEditError, .typeNotFound(kind: "class", name: "PaymentCoordinator"))
            XCTAssertEqual("\(error)", "no class named PaymentCoordinator in this file")
        }
    }

    func testUnparsableSourceIsRefused() {
        let source = "final class HomeCoordinator {\n    func start() {\n}\n"
        XCTAssertThrowsError(try TypeMemberInserter.addingMethod("func go() {}", toType: "HomeCoordinator", kind: .class, in: source)) {
            error in
            XCTAssertEqual(error as? SourceEditError, .unparsable(line: 3, message: "expected '}' to end class"))
        }
    }

    func testBadSnippetsAreRefused() {
        let source = "final class HomeCoordinator {\n}\n"
        for snippet in ["func go() {", "var x = 1", "func a() {}\nfunc b() {}"] {
            XCTAssertThrowsError(try TypeMemberInserter.addingMethod(snippet, toType: "HomeCoordinator", kind: .class, in: source), snippet)
            { error in
                guard case .invalidSnippet? = error as? SourceEditError else {
                    return XCTFail("unexpected error \(error)")
                }
            }
        }
        XCTAssertThrowsError(try TypeMemberInserter.addingMethod("func go()", toType: "HomeCoordinator", kind: .class, in: source))
    }

    func testGivenNameMustMatchTheSnippet() throws {
        let source = "final class HomeCoordinator {\n}\n"
        XCTAssertThrowsError(
            try TypeMemberInserter.addingMethod("func pushToB() {}", named: "pushToA", toType: "HomeCoordinator", kind: .class, in: source))
        XCTAssertEqual(
            try TypeMemberInserter.addingMethod("func pushToB() {}", named: "pushToB", toType: "HomeCoordinator", kind: .class, in: source),
            "final class HomeCoordinator {\n    func pushToB() {}\n}\n")
    }

    // MARK: - Conformance

    func testConformanceInInheritanceClauseOrExtension() throws {
        let source = """
            final class HomeCoordinator: NSObject, HomeCoordinatorProtocol {}
            final class SettingsCoordinator {}
            extension SettingsCoordinator: SettingsCoordinatorProtocol, @unchecked Sendable {}
            final class PaymentCoordinator: App.Coordinator & PaymentCoordinatorProtocol {}

            """
        XCTAssertTrue(try TypeMemberInserter.classConforms("HomeCoordinator", to: "HomeCoordinatorProtocol", in: source))
        XCTAssertTrue(try TypeMemberInserter.classConforms("SettingsCoordinator", to: "SettingsCoordinatorProtocol", in: source))
        XCTAssertTrue(try TypeMemberInserter.classConforms("SettingsCoordinator", to: "Sendable", in: source))
        XCTAssertTrue(try TypeMemberInserter.classConforms("PaymentCoordinator", to: "PaymentCoordinatorProtocol", in: source))
        XCTAssertTrue(try TypeMemberInserter.classConforms("PaymentCoordinator", to: "Coordinator", in: source))
        XCTAssertFalse(try TypeMemberInserter.classConforms("HomeCoordinator", to: "SettingsCoordinatorProtocol", in: source))
        XCTAssertFalse(try TypeMemberInserter.classConforms("SettingsCoordinator", to: "HomeCoordinatorProtocol", in: source))
        XCTAssertThrowsError(try TypeMemberInserter.classConforms("MissingCoordinator", to: "Coordinator", in: source))
    }

    // MARK: - Appending declarations

    func testAppendingDeclarationAfterOneBlankLine() throws {
        let declaration = "extension HomeCoordinator: HomeCoordinatorProtocol {\n    func go() {}\n}"
        XCTAssertEqual(
            try TypeMemberInserter.appendingDeclaration(declaration, to: "final class HomeCoordinator {}\n"),
            "final class HomeCoordinator {}\n\nextension HomeCoordinator: HomeCoordinatorProtocol {\n    func go() {}\n}\n")
        XCTAssertEqual(
            try TypeMemberInserter.appendingDeclaration(declaration, to: "final class HomeCoordinator {}"),
            "final class HomeCoordinator {}\n\nextension HomeCoordinator: HomeCoordinatorProtocol {\n    func go() {}\n}")
        XCTAssertEqual(
            // The file's own ending (here a blank line) stays after the declaration, so removing it gives it back.
            try TypeMemberInserter.appendingDeclaration(declaration, to: "final class HomeCoordinator {}\n\n"),
            "final class HomeCoordinator {}\n\nextension HomeCoordinator: HomeCoordinatorProtocol {\n    func go() {}\n}\n\n")
        XCTAssertEqual(
            try TypeMemberInserter.appendingDeclaration(declaration, to: "class A {\r\n\tvar a = 1\r\n}\r\n"),
            "class A {\r\n\tvar a = 1\r\n}\r\n\r\nextension HomeCoordinator: HomeCoordinatorProtocol {\r\n\tfunc go() {}\r\n}\r\n")
        XCTAssertThrowsError(try TypeMemberInserter.appendingDeclaration("extension X {", to: "class A {}\n"))
    }

    // MARK: - Helpers

    private func assertAdding(
        _ function: String,
        to typeName: String,
        kind: TypeMemberInserter.TypeKind,
        in source: String,
        gives expected: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        XCTAssertNil(SwiftSyntaxCheck.firstError(in: source), "fixture must parse", file: file, line: line)
        let result = try TypeMemberInserter.addingMethod(function, toType: typeName, kind: kind, in: source)
        XCTAssertEqual(result, expected, file: file, line: line)
        XCTAssertNil(SwiftSyntaxCheck.firstError(in: result), "result must re-parse", file: file, line: line)
    }
}
