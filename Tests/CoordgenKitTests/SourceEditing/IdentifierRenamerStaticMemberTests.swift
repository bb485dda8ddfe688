import XCTest

@testable import CoordgenKit

/// A static member spelt like a renamed enum case (a destination struct's `static func profile(viewModel:)`
/// forwarding to the enum's `.profile`) is renamed with the case, as its implicit uses are; an instance
/// member of that name is not.
final class IdentifierRenamerStaticMemberTests: XCTestCase {
    func testStaticMembersSpeltLikeARenamedCaseFollowIt() throws {
        let source = """
            struct ProfileDestination {
                private let destination: Destination
                static func profile(id: Int) -> Self { .init(destination: .profile(id: id)) }
                static let profile = ProfileDestination(destination: .profile(id: 0))
                func profile() {}
            }

            let first: ProfileDestination = .profile(id: 1)

            """
        let renamer = IdentifierRenamer(names: ["ProfileDestination": "ZebraDestination"], cases: ["profile": "zebra"], enums: ["Destination"], fileNames: [:])
        XCTAssertEqual(
            try renamer.renaming(source),
            """
            struct ZebraDestination {
                private let destination: Destination
                static func zebra(id: Int) -> Self { .init(destination: .zebra(id: id)) }
                static let zebra = ZebraDestination(destination: .zebra(id: 0))
                func profile() {}
            }

            let first: ZebraDestination = .zebra(id: 1)

            """)
    }
}
