import XCTest

@testable import CoordgenKit

/// A member the rename renames meets a member of its type — declared in the type, a nested type or an
/// extension in another file — and the rename is refused naming both places; members of other types,
/// locals and members the rename renames too do not count.
final class RenameClashCheckTests: XCTestCase {
    private let files: [(path: String, text: String)] = [
        (
            "App/AppCoordinator.swift",
            """
            final class AppCoordinator {
                enum Destination: Hashable {
                    case reservation
                }

                func openReservation() {
                    let openBooking = 1
                    _ = openBooking
                }
            }

            """
        ),
        (
            "App/AppCoordinator+Booking.swift",
            """
            extension AppCoordinator.Destination {
                static var booking: Self { .reservation }
            }

            struct Desk {
                func openBooking() {}
            }

            """
        ),
    ]

    func testACaseMeetingAMemberOfItsNestedTypesExtensionIsFound() throws {
        let check = try RenameClashCheck(files: files)
        XCTAssertEqual(
            check.clash { $0.name == "reservation" ? "booking" : nil },
            "renaming reservation (App/AppCoordinator.swift:3) to booking would give AppCoordinator.Destination two declarations named booking: App/AppCoordinator+Booking.swift:2 declares one already; rename or remove it first, or choose another name"
        )
    }

    func testLocalsOtherTypesAndRenamedMembersDoNotClash() throws {
        let check = try RenameClashCheck(files: files)
        // `openBooking` is a local of AppCoordinator and a member of Desk, not of AppCoordinator.
        XCTAssertNil(check.clash { $0.name == "openReservation" ? "openBooking" : nil })
        // Both renamed at once: `booking` goes away as `reservation` takes its name.
        XCTAssertNil(check.clash { ["reservation": "booking", "booking": "reserved"][$0.name] })
    }
}
