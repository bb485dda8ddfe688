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
}
