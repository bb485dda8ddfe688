import XCTest

@testable import CoordgenKit

/// The labels that are exactly the flow's name follow a renamed method — its declaration, the uses of
/// the parameter the label names, its calls and references — and nothing else does: a member that
/// shares the name (`self.reservation`), and the same label of a method the rename leaves alone.
final class IdentifierRenamerLabelTests: XCTestCase {
    func testExactLabelsFollowOnlyTheRenamedMethod() throws {
        let source = """
            final class AppCoordinator {
                var reservation = 0

                func showReservation(reservation: Int) {
                    self.reservation = reservation
                    print(reservation.description)
                }

                func start(_ other: AppCoordinator) {
                    other.showReservation(reservation: 1)
                    let pick = showReservation(reservation:)
                    pick(2)
                    record(reservation: 3)
                }

                func record(reservation: Int) {}
            }

            """
        let renamer = IdentifierRenamer(
            names: ["showReservation": "showBooking"], cases: [:], enums: [], fileNames: [:],
            words: FlowWords(from: try FlowName(parsing: "Reservation"), to: try FlowName(parsing: "Booking")))
        XCTAssertEqual(
            try renamer.renaming(source),
            """
            final class AppCoordinator {
                var reservation = 0

                func showBooking(booking: Int) {
                    self.reservation = booking
                    print(booking.description)
                }

                func start(_ other: AppCoordinator) {
                    other.showBooking(booking: 1)
                    let pick = showBooking(booking:)
                    pick(2)
                    record(reservation: 3)
                }

                func record(reservation: Int) {}
            }

            """)
    }

    /// A parameter whose name holds the flow's name as a word is one of the identifiers the app
    /// declares, and is renamed with its label at the calls.
    func testParameterNamesHoldingTheNameAreDeclaredIdentifiers() throws {
        let words = FlowWords(from: try FlowName(parsing: "Reservation"), to: try FlowName(parsing: "Booking"))
        let declared = try IdentifierRenamer.declaredIdentifiers(
            in: "func open(reservationID: Int, for reservationCoordinator: Int, reservation: Int) {}\n", words: words)
        XCTAssertEqual(declared, ["reservationID", "reservationCoordinator"])
    }

    /// With ``IdentifierRenamer/labelCallees`` (what `new coordinator --like` sets), a label in
    /// ``IdentifierRenamer/names`` is renamed in a call only when the callee is renamed or declared by
    /// the copy: a call to a type the copy leaves as it was keeps its label, which its declaration keeps;
    /// `super.init` keeps its labels; `.init(…)`, whose callee cannot be told, renames as before.
    func testWithLabelCalleesACallToATypeLeftAsItWasKeepsItsLabels() throws {
        let source = """
            final class ProfileCoordinator {
                func start() {
                    let shared = BadgeModel(profileCoordinator: self)
                    let own = ProfileViewModel(profileCoordinator: self)
                    let local = make(profileCoordinator: self)
                    let implicit: ProfileViewModel = .init(profileCoordinator: self)
                }

                func make(profileCoordinator: ProfileCoordinator) -> Int { 0 }
            }

            """
        var renamer = IdentifierRenamer(
            names: ["ProfileCoordinator": "ZebraCoordinator", "ProfileViewModel": "ZebraViewModel", "profileCoordinator": "zebraCoordinator"],
            cases: [:], enums: [], fileNames: [:])
        renamer.labelCallees = ["ProfileCoordinator", "make"]
        XCTAssertEqual(
            try renamer.renaming(source),
            """
            final class ZebraCoordinator {
                func start() {
                    let shared = BadgeModel(profileCoordinator: self)
                    let own = ZebraViewModel(zebraCoordinator: self)
                    let local = make(zebraCoordinator: self)
                    let implicit: ZebraViewModel = .init(zebraCoordinator: self)
                }

                func make(zebraCoordinator: ZebraCoordinator) -> Int { 0 }
            }

            """)
        renamer.labelCallees = nil
        XCTAssertTrue(try XCTUnwrap(renamer.renaming(source)).contains("BadgeModel(zebraCoordinator: self)"))
    }
}
