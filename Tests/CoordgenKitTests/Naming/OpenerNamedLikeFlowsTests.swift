import XCTest

@testable import CoordgenKit

/// The opener `init` records where flows are named `{Name}` and a word other than `Coordinator`.
final class OpenerNamedLikeFlowsTests: XCTestCase {
    func testFlowsNamedWithAnotherWordAreOpenedByThatWord() {
        XCTAssertEqual(NamingScheme.openerNamedLikeFlows(flowClass: "{Name}Flow"), "open{Name}Flow")
        XCTAssertEqual(NamingScheme.openerNamedLikeFlows(flowClass: "{Name}Router"), "open{Name}Router")
        XCTAssertEqual(NamingScheme.openerNamedLikeFlows(flowClass: "{Name}FlowController"), "open{Name}FlowController")
    }

    func testCoordinatorsPrefixesAndOddSuffixesKeepTheDefault() {
        for pattern in ["{Name}Coordinator", "{Name}CoordinatorImpl", "{Name}FlowCoordinator", "Default{Name}Coordinator", "{Name}", "{Name}_Flow", "{Name}flow"] {
            XCTAssertNil(NamingScheme.openerNamedLikeFlows(flowClass: pattern), pattern)
        }
        XCTAssertEqual(
            NamingScheme(flowProtocol: nil, flowClass: "{Name}Flow", root: "AppFlow", screen: "{Name}ViewController").openFlowMethod(for: "Zebra"),
            "openZebraCoordinator", "a config without openFlow (written before) keeps the default")
    }
}
