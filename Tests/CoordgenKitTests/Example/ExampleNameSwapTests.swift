import XCTest

@testable import CoordgenKit

final class ExampleNameSwapTests: XCTestCase {
    let swap = ExampleNameSwap(old: try! FlowName(parsing: "Profile"), new: try! FlowName(parsing: "Zebra"))

    func testTheExamplesNameIsSwappedAsAWord() {
        XCTAssertEqual(swap.swapped("ProfileCoordinator"), "ZebraCoordinator")
        XCTAssertEqual(swap.swapped("DefaultProfileCoordinator"), "DefaultZebraCoordinator")
        XCTAssertEqual(swap.swapped("UserProfileView"), "UserZebraView")
        XCTAssertEqual(swap.swapped("profileDidFinish"), "zebraDidFinish")
        XCTAssertEqual(swap.swapped("showProfile"), "showZebra")
        XCTAssertEqual(swap.swapped("Profile"), "Zebra")
        XCTAssertEqual(swap.swapped("ProfileToProfile"), "ZebraToZebra")
    }

    func testALongerWordIsNotTheExamplesName() {
        XCTAssertNil(swap.swapped("ProfilesCoordinator"), "Profiles is another word")
        XCTAssertNil(swap.swapped("ProfilerView"))
        XCTAssertNil(swap.swapped("myprofile"), "lower case inside a word is not a word boundary")
        XCTAssertNil(swap.swapped("HomeCoordinator"))
    }

    func testAMemberNamedAfterPartOfTheExamplesNameGetsTheNewName() throws {
        let swap = ExampleNameSwap(old: try FlowName(parsing: "CodingTestSetting"), new: try FlowName(parsing: "Zebra"))
        XCTAssertEqual(swap.swappedPartially("showSettingFlow"), "showZebraFlow")
        XCTAssertEqual(swap.swappedPartially("showTestSettingFlow"), "showZebraFlow", "the longest part")
        XCTAssertEqual(swap.swappedPartially("codingTestCoordinator"), "zebraCoordinator")
        XCTAssertNil(swap.swappedPartially("showHome"))
        XCTAssertNil(self.swap.swappedPartially("showProfile"), "a one-word name has no parts")
    }
}
