import XCTest

@testable import CoordgenKit

/// How an app on XCoordinator is read: which classes are its coordinators, their route enums, how
/// parents show their children, and which coordinators can push.
final class XCoordinatorDetectorTests: XCTestCase {
    private func index(_ sources: [String: String]) -> DeclarationIndex {
        DeclarationIndex(files: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    func testCoordinatorsSubclassTheLibraryDirectlyOrThroughAnAppBaseWhichIsNotAFlow() {
        let index = index([
            "Base.swift": "class AppNavigationCoordinator<R: Route>: NavigationCoordinator<R> {}\n",
            "Home.swift": "enum HomeRoute: Route { case home }\nfinal class HomeCoordinator: AppNavigationCoordinator<HomeRoute> {}\n",
            "Tabs.swift": "enum MainRoute: Route { case tabs }\nfinal class TabsCoordinator: TabBarCoordinator<MainRoute> {}\n",
            "Other.swift": "final class SettingsViewController: UIViewController {}\n",
        ])
        let found = XCoordinatorDetector.coordinators(in: index)
        XCTAssertEqual(found.map(\.type.name).sorted(), ["HomeCoordinator", "TabsCoordinator"])
        XCTAssertEqual(found.first { $0.type.name == "HomeCoordinator" }?.route, "HomeRoute")
        // Only a navigation coordinator pushes, through an app base too.
        XCTAssertTrue(XCoordinatorDetector.isNavigationCoordinator(index.type(named: "HomeCoordinator")!, in: index))
        XCTAssertFalse(XCoordinatorDetector.isNavigationCoordinator(index.type(named: "TabsCoordinator")!, in: index))
    }

    func testTheRoutePatternAndTheChildTransitionAreRecordedWithTheirReasons() throws {
        let index = index([
            "App.swift": """
            enum AppRoute: Route { case home, profile }
            final class AppCoordinator: NavigationCoordinator<AppRoute> {
                override func prepareTransition(for route: AppRoute) -> NavigationTransition {
                    switch route {
                    case .home: return .push(UIViewController())
                    case .profile: return .presentOnRoot(ProfileCoordinator(), animation: .fade)
                    }
                }
            }

            """,
            "Profile.swift":
                "enum ProfileRoute: Route { case start }\nfinal class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {}\n",
        ])
        let detected = try XCTUnwrap(XCoordinatorDetector(index: index).detect())
        XCTAssertEqual(
            detected.result.shape.xcoordinator,
            XCoordinatorShape(
                route: "{Name}Route", coordinator: "NavigationCoordinator", childTransition: "presentOnRoot", childAnimation: ".fade"))
        XCTAssertEqual(detected.result.shape.name, "Coordinator")
        XCTAssertFalse(detected.result.shape.mainActor)
        XCTAssertEqual(detected.result.undecided, [])
    }

    func testAnAppWithoutCoordinatorClassesOnTheLibraryIsNotRead() {
        let index = index(["Flow.swift": "enum ShopRoute: Route { case catalogue }\nfinal class ShopFlow {}\n"])
        XCTAssertNil(XCoordinatorDetector(index: index).detect())
    }
}
