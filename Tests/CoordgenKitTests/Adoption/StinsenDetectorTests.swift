import XCTest

@testable import CoordgenKit

/// How an app on Stinsen is read: which classes are its coordinators (navigation and tab ones, the
/// conformance in the class or an extension), the route properties each declares, what their make
/// functions return (a view, a child bare or wrapped), and how parents route to their children.
final class StinsenDetectorTests: XCTestCase {
    private func index(_ sources: [String: String]) -> DeclarationIndex {
        DeclarationIndex(files: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    private let app = [
        "Main.swift": """
        import Stinsen
        import SwiftUI

        final class MainCoordinator: Stinsen.NavigationCoordinatable {
            var stack: NavigationStack<MainCoordinator>
            @Root var signedOut = makeSignedOut
            @Root var tabs = makeTabs
            init() { stack = NavigationStack(initial: \\MainCoordinator.signedOut) }
        }

        extension MainCoordinator {
            func makeSignedOut() -> NavigationViewCoordinator<SignInCoordinator> {
                NavigationViewCoordinator(SignInCoordinator())
            }
            func makeTabs() -> TabsCoordinator { TabsCoordinator() }
        }

        """,
        "SignIn.swift": """
        import Stinsen
        import SwiftUI

        final class SignInCoordinator {
            let stack = NavigationStack(initial: \\SignInCoordinator.start)
            @Root
            var start = makeStart
            @Route(.push) var help = makeHelp
            @Route(.modal) var terms = makeTerms

            @ViewBuilder func makeStart() -> some View { Text("Sign in") }
            func makeHelp() -> HelpCoordinator { return HelpCoordinator() }
            func makeTerms() -> NavigationViewCoordinator<HelpCoordinator> { NavigationViewCoordinator(HelpCoordinator()) }
        }

        extension SignInCoordinator: NavigationCoordinatable {}

        final class HelpCoordinator: NavigationCoordinatable {
            let stack = NavigationStack(initial: \\HelpCoordinator.start)
            @Root var start = makeStart
            @ViewBuilder func makeStart() -> some View { Text("Help") }
        }

        final class TabsCoordinator: TabCoordinatable {
            var child = TabChild(startingItems: [\\TabsCoordinator.help])
            @Route(tabItem: makeHelpTab) var help = makeHelp
            func makeHelp() -> NavigationViewCoordinator<HelpCoordinator> { NavigationViewCoordinator(HelpCoordinator()) }
            @ViewBuilder func makeHelpTab(isActive: Bool) -> some View { Text("Help") }
        }

        """,
    ]

    func testCoordinatorsConformInTheClassOrAnExtensionAndTabsAreTold() throws {
        let index = index(app)
        XCTAssertEqual(
            StinsenDetector.coordinators(in: index).map(\.name).sorted(),
            ["HelpCoordinator", "MainCoordinator", "SignInCoordinator", "TabsCoordinator"])
        let tabs = try XCTUnwrap(index.type(named: "TabsCoordinator"))
        let main = try XCTUnwrap(index.type(named: "MainCoordinator"))
        XCTAssertTrue(StinsenDetector.isTabCoordinator(tabs, in: index))
        XCTAssertFalse(StinsenDetector.isTabCoordinator(main, in: index))
    }

    func testRoutesNameTheirMakeFunctionsAndWhatTheyReturn() throws {
        let index = index(app)
        let signIn = try XCTUnwrap(index.type(named: "SignInCoordinator"))
        let routes = StinsenDetector.routes(of: signIn, in: index)
        XCTAssertEqual(routes.map(\.name), ["start", "help", "terms"])
        XCTAssertEqual(routes.map(\.wrapper), ["Root", "Route", "Route"])
        XCTAssertEqual(routes.map(\.presentation), [nil, "push", "modal"])
        XCTAssertEqual(routes.map(\.child), [nil, "HelpCoordinator", "HelpCoordinator"])
        XCTAssertEqual(routes.map(\.childWrapper), [nil, nil, "NavigationViewCoordinator"])
        // Make functions in an extension count too.
        let main = try XCTUnwrap(index.type(named: "MainCoordinator"))
        XCTAssertEqual(StinsenDetector.routes(of: main, in: index).map(\.child), ["SignInCoordinator", "TabsCoordinator"])
    }

    func testTheShapeRecordsTheLibraryAndHowParentsRouteToChildren() throws {
        let (declaration, result) = try XCTUnwrap(StinsenDetector(index: index(app)).detect())
        XCTAssertEqual(declaration.name, "MainCoordinator")
        XCTAssertEqual(result.shape.name, "NavigationCoordinatable")
        XCTAssertFalse(result.shape.mainActor)
        // One push and one modal child route: a tie goes to push; the one child not pushed is wrapped.
        XCTAssertEqual(result.shape.stinsen, StinsenShape(childPresentation: "push", childWrapper: "NavigationViewCoordinator"))
        let findings = result.findings.map(\.value).joined(separator: "\n")
        XCTAssertTrue(findings.contains("(TabsCoordinator: TabCoordinatable)"), findings)
        XCTAssertTrue(findings.contains("no route of another coordinator makes MainCoordinator: the root of the tree"), findings)
    }
}
