import XCTest

@testable import CoordgenKit

/// The view named where no coordinator holds the tabs: a `View` with stored properties of two or more of
/// the app's coordinator classes and a `TabView` in its file.
final class ViewHostingTabFlowsTests: XCTestCase {
    private let naming = NamingScheme(flowProtocol: nil, flowClass: "{Name}Coordinator", root: "AppCoordinator", screen: "{Name}View")

    private let coordinators = SourceFile(
        path: "Flows.swift",
        text: """
            final class AppCoordinator {}
            final class DocksCoordinator {}
            final class QuaysCoordinator {}
            struct DocksCoordinatorView: View {
                let coordinator: DocksCoordinator
                var body: some View { TabView() {} }
            }

            """)

    func testTheViewHoldingTheTabFlowsIsNamedWithThem() {
        let host = SourceFile(
            path: "PortView.swift",
            text: """
                struct PortView: View {
                    private let docksCoordinator: DocksCoordinator
                    private let quaysCoordinator: QuaysCoordinator
                    var body: some View {
                        TabView(selection: $tab) {
                            DocksCoordinatorView(coordinator: docksCoordinator)
                        }
                    }
                }

                """)
        let found = ViewHostingTabFlows.find(index: DeclarationIndex(files: [coordinators, host]), naming: naming)
        XCTAssertEqual(found?.view, "PortView")
        XCTAssertEqual(found?.flows, ["DocksCoordinator", "QuaysCoordinator"])
        XCTAssertTrue(found?.sentence.contains("are held by PortView, a view rather than a coordinator") ?? false)
    }

    func testAViewWithoutATabViewOrWithOneFlowIsNotNamed() {
        let stack = SourceFile(
            path: "PortView.swift",
            text: """
                struct PortView: View {
                    private let docksCoordinator: DocksCoordinator
                    private let quaysCoordinator: QuaysCoordinator
                    var body: some View { VStack {} }
                }

                """)
        XCTAssertNil(ViewHostingTabFlows.find(index: DeclarationIndex(files: [coordinators, stack]), naming: naming))
        XCTAssertNil(ViewHostingTabFlows.find(index: DeclarationIndex(files: [coordinators]), naming: naming))
    }
}
