import CoordgenKit
import XCTest

/// Adding a clause to the switch of a SwiftUI coordinator's `view(for:)`: where it goes, how it is
/// indented, what is refused, and that every other byte stays as it was.
final class SwitchCaseInserterTests: XCTestCase {
    private let inserter = SwitchCaseInserter(typeName: "ReservationCoordinator", function: "view(for:)")

    private let details = """
        case .details:
            DetailsView(onFinish: { [weak self] in
                self?.pop()
            })
        """

    private let coordinatorFile = """
        import SwiftUI

        // 예약 흐름
        final class ReservationCoordinator: BaseCoordinator, Coordinator {
            enum Destination: Hashable {
                case reservation
                case payment(PaymentCoordinator)
            }

            var firstScreen: Destination { .reservation }

            @ViewBuilder
            func view(for destination: Destination) -> some View {
                switch destination {
                case .reservation:
                    ReservationView(onFinish: { [weak self] in
                        self?.finish()
                    })
                case .payment(let coordinator): // presented
                    CoordinatorStack(coordinator: coordinator)
                }
            }
        }

        """

    // MARK: - Placing

    func testClauseGoesAfterTheLastCaseWithItsIndentation() throws {
        let result = try inserter.addingClause(details, handling: "details", to: coordinatorFile)
        XCTAssertEqual(
            result,
            coordinatorFile.replacingOccurrences(
                of: """
                                CoordinatorStack(coordinator: coordinator)
                            }
                    """,
                with: """
                                CoordinatorStack(coordinator: coordinator)
                            case .details:
                                DetailsView(onFinish: { [weak self] in
                                    self?.pop()
                                })
                            }
                    """))
        XCTAssertEqual(try inserter.handledCases(in: result), ["reservation", "payment", "details"])
    }

    func testClauseGoesBeforeDefault() throws {
        let source = """
            struct ReservationCoordinator {
                func view(for destination: Destination) -> some View {
                    switch destination {
                    case .reservation:
                        ReservationView()
                    default:
                        EmptyView()
                    }
                }
            }
            """
        let result = try inserter.addingClause("case .details:\n    DetailsView()", handling: "details", to: source)
        XCTAssertTrue(
            result.contains(
                """
                        case .reservation:
                            ReservationView()
                        case .details:
                            DetailsView()
                        default:
                            EmptyView()
                """), result)
    }

    func testClauseGoesBeforeUnknownDefaultThatIsTheOnlyClause() throws {
        let source = """
            struct ReservationCoordinator {
                func view(for destination: Destination) -> some View {
                    switch destination {
                    @unknown default:
                        EmptyView()
                    }
                }
            }
            """
        let result = try inserter.addingClause("case .details:\n    DetailsView()", handling: "details", to: source)
        XCTAssertTrue(
            result.contains(
                """
                        switch destination {
                        case .details:
                            DetailsView()
                        @unknown default:
                """), result)
    }

    func testIndentedCaseLabelsAndTwoSpaceFilesAreFollowed() throws {
        let source = """
            struct ReservationCoordinator {
              func view(for destination: Destination) -> some View {
                switch destination {
                  case .reservation:
                    ReservationView()
                }
              }
            }
            """
        let result = try inserter.addingClause(details, handling: "details", to: source)
        XCTAssertTrue(
            result.contains(
                """
                      case .reservation:
                        ReservationView()
                      case .details:
                        DetailsView(onFinish: { [weak self] in
                          self?.pop()
                        })
                    }
                """), result)
    }

    func testTabsAndCRLFAreKept() throws {
        let source =
            "struct ReservationCoordinator {\r\n\tfunc view(for destination: Destination) -> some View {\r\n\t\tswitch destination {\r\n\t\tcase .reservation:\r\n\t\t\tReservationView()\r\n\t\t}\r\n\t}\r\n}\r\n"
        let result = try inserter.addingClause(details, handling: "details", to: source)
        XCTAssertEqual(
            result,
            "struct ReservationCoordinator {\r\n\tfunc view(for destination: Destination) -> some View {\r\n\t\tswitch destination {\r\n\t\tcase .reservation:\r\n\t\t\tReservationView()\r\n\t\tcase .details:\r\n\t\t\tDetailsView(onFinish: { [weak self] in\r\n\t\t\t\tself?.pop()\r\n\t\t\t})\r\n\t\t}\r\n\t}\r\n}\r\n"
        )
    }

    func testSwitchClosedOnTheLineOfItsLastClauseIsOpenedUp() throws {
        let source = """
            struct ReservationCoordinator {
                func view(for destination: Destination) -> some View {
                    switch destination { case .reservation: ReservationView() }
                }
            }
            """
        let result = try inserter.addingClause("case .details:\n    DetailsView()", handling: "details", to: source)
        XCTAssertTrue(
            result.contains(
                "switch destination { case .reservation: ReservationView()\n        case .details:\n            DetailsView()\n        }"),
            result)
        XCTAssertEqual(try inserter.handledCases(in: result), ["reservation", "details"])
    }

    func testSwitchInsideAGroupAndFunctionInAnExtensionAreFound() throws {
        let source = """
            final class ReservationCoordinator {}

            extension ReservationCoordinator {
                func view(for destination: Destination) -> some View {
                    Group {
                        switch destination {
                        case .reservation:
                            ReservationView()
                        }
                    }
                    .tint(.red)
                }

                func view(forSheet destination: Destination) -> some View {
                    switch destination {
                    case .reservation:
                        EmptyView()
                    }
                }
            }
            """
        let result = try inserter.addingClause("case .details:\n    DetailsView()", handling: "details", to: source)
        XCTAssertTrue(
            result.contains(
                """
                                ReservationView()
                            case .details:
                                DetailsView()
                            }
                        }
                """), result)
        let sheet = SwitchCaseInserter(typeName: "ReservationCoordinator", function: "view(forSheet:)")
        XCTAssertEqual(try sheet.handledCases(in: result), ["reservation"])
    }

    func testCommentsOnTheLastClauseAndAfterItStay() throws {
        let result = try inserter.addingClause(details, handling: "details", to: coordinatorFile)
        XCTAssertTrue(result.contains("case .payment(let coordinator): // presented\n"), result)
        XCTAssertTrue(result.contains("// 예약 흐름"), result)
    }

    func testKeywordCasesAndBindingPatternsAreRecognised() throws {
        let source = """
            struct ReservationCoordinator {
                func view(for destination: Destination) -> some View {
                    switch destination {
                    case .`default`(let coordinator):
                        FlowRoot(coordinator: coordinator)
                    case let .payment(coordinator), let Destination.refund(coordinator):
                        CoordinatorStack(coordinator: coordinator)
                    #if DEBUG
                    case .debug:
                        DebugView()
                    #endif
                    }
                }
            }
            """
        XCTAssertEqual(try inserter.handledCases(in: source), ["default", "payment", "refund", "debug"])
        XCTAssertNoThrow(try inserter.addingClause("case .`extension`:\n    ExtensionView()", handling: "extension", to: source))
    }

    // MARK: - Refusing

    func testDuplicateCasesAreRefusedAlsoInsideIf() {
        let source = """
            struct ReservationCoordinator {
                func view(for destination: Destination) -> some View {
                    switch destination {
                    case .reservation:
                        ReservationView()
                    #if DEBUG
                    case .details:
                        DetailsView()
                    #endif
                    }
                }
            }
            """
        XCTAssertThrowsError(try inserter.addingClause(details, handling: "details", to: source)) { error in
            XCTAssertEqual(
                error as? SourceEditError, .duplicateCase(enumName: "the switch in ReservationCoordinator.view(for:)", caseName: "details"))
        }
        XCTAssertThrowsError(try inserter.addingClause("case .`reservation`:\n    EmptyView()", handling: "`reservation`", to: source))
    }

    func testUnparsableFilesAreRefused() {
        let broken = coordinatorFile.replacingOccurrences(of: "case .reservation:\n", with: "case .reservation\n")
        XCTAssertThrowsError(try inserter.addingClause(details, handling: "details", to: broken)) { error in
            guard case .unparsable? = error as? SourceEditError else {
                return XCTFail("expected unparsable, got \(error)")
            }
        }
    }

    func testMissingFunctionOrSwitchIsRefused() {
        XCTAssertThrowsError(
            try SwitchCaseInserter(typeName: "PaymentCoordinator", function: "view(for:)")
                .addingClause(details, handling: "details", to: coordinatorFile)
        ) { error in
            XCTAssertEqual(error as? SourceEditError, .typeNotFound(kind: "function", name: "PaymentCoordinator.view(for:)"))
        }
        let noSwitch = """
            struct ReservationCoordinator {
                func view(for destination: Destination) -> some View {
                    EmptyView()
                }
            }
            """
        XCTAssertThrowsError(try inserter.addingClause(details, handling: "details", to: noSwitch)) { error in
            XCTAssertEqual(
                (error as? SourceEditError)?.description,
                "cannot add a case to the switch in ReservationCoordinator.view(for:): its body has no switch")
        }
        let twoSwitches = """
            struct ReservationCoordinator {
                func view(for destination: Destination) -> some View {
                    switch other { case .a: A() }
                    switch another { case .b: B() }
                }
            }
            """
        XCTAssertThrowsError(try inserter.addingClause(details, handling: "details", to: twoSwitches))
    }

    func testClausesThatAreNotOneClauseForTheCaseAreRefused() {
        for bad in [
            "DetailsView()", "case .details:\n    A()\ncase .help:\n    B()", "case .help:\n    HelpView()",
            "case .details:\n    DetailsView(",
        ] {
            XCTAssertThrowsError(try inserter.addingClause(bad, handling: "details", to: coordinatorFile), bad) { error in
                guard case .invalidSnippet? = error as? SourceEditError else {
                    return XCTFail("expected invalidSnippet for \(bad), got \(error)")
                }
            }
        }
    }
}
