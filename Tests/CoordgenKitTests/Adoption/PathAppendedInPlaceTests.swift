import XCTest

@testable import CoordgenKit

/// `init` reads SwiftUI coordinators with no protocol that hold a path of routes but no push method
/// (the screens append to it themselves) only where no coordinator pushes through a method, and only
/// where the routes are certain: an array of one of the app's enums, or a `NavigationPath` whose one
/// enum the views holding the coordinator map.
final class PathAppendedInPlaceTests: XCTestCase {
    private func detect(_ sources: [String: String]) -> ProtocolShapeDetector.Result? {
        let files = sources.map { SourceFile(path: $0.key, text: $0.value) }
        return ProtocolFreeShapeDetector(index: DeclarationIndex(files: files), files: files).detect()?.result
    }

    private static func coordinator(_ name: String, path: String) -> String {
        """
        import SwiftUI
        enum \(name)Route: Hashable { case first }
        final class \(name)Coordinator: ObservableObject {
            @Published var path\(path)
        }
        """
    }

    private static func view(_ name: String) -> String {
        """
        import SwiftUI
        struct \(name)CoordinatorView: View {
            @ObservedObject var coordinator: \(name)Coordinator
            var body: some View {
                NavigationStack(path: $coordinator.path) {
                    Text("\(name)")
                        .navigationDestination(for: \(name)Route.self) { route in
                            switch route {
                            case .first: Text("First")
                            }
                        }
                }
            }
        }
        """
    }

    func testAnArrayOfRoutesWithoutAPushIsPushedByAppendingToIt() throws {
        for path in [": [HomeRoute] = []", " = [HomeRoute]()"] {
            let result = try XCTUnwrap(
                detect(["Home.swift": Self.coordinator("Home", path: path), "HomeView.swift": Self.view("Home")]), path)
            let routes = try XCTUnwrap(result.shape.routes, path)
            XCTAssertEqual(routes.enum, "HomeRoute", path)
            XCTAssertEqual(routes.push, "path.append", path)
            XCTAssertEqual(routes.pop, "path.removeLast", path)
            XCTAssertTrue(routes.appendsInPlace, path)
            let finding = result.findings.first { $0.topic == "routes" }?.value ?? ""
            XCTAssertTrue(finding.contains("HomeRoute appended to HomeCoordinator.path in place"), finding)
        }
    }

    func testANavigationPathTakesTheOneEnumItsViewMaps() throws {
        let result = try XCTUnwrap(
            detect(["Home.swift": Self.coordinator("Home", path: " = NavigationPath()"), "HomeView.swift": Self.view("Home")]))
        XCTAssertEqual(result.shape.routes?.enum, "HomeRoute")
        XCTAssertEqual(result.shape.routes?.navigator.type, "NavigationPath")
        XCTAssertEqual(result.shape.routes?.push, "path.append")
    }

    func testANavigationPathNoViewMapsIsNotRead() {
        XCTAssertNil(detect(["Home.swift": Self.coordinator("Home", path: " = NavigationPath()")]))
    }

    /// A coordinator that pushes through a method of its own is the one read, wherever it is.
    func testACoordinatorWithAPushMethodIsPreferred() throws {
        let pushing = """
            import SwiftUI
            enum SearchRoute: Hashable { case first }
            final class SearchCoordinator: ObservableObject {
                @Published var path: [SearchRoute] = []
                func push(_ route: SearchRoute) { path.append(route) }
            }
            """
        let result = try XCTUnwrap(
            detect([
                "A.swift": Self.coordinator("Home", path: ": [HomeRoute] = []"), "AView.swift": Self.view("Home"),
                "B.swift": pushing, "BView.swift": Self.view("Search"),
            ]))
        XCTAssertEqual(result.shape.routes?.push, "push")
        XCTAssertFalse(result.shape.routes?.appendsInPlace ?? true)
    }

    func testAnArrayOfSomethingOtherThanAnEnumIsNoPath() {
        let children = """
            import SwiftUI
            final class HomeCoordinator: ObservableObject {
                @Published var children: [HomeCoordinator] = []
            }
            """
        XCTAssertNil(detect(["Home.swift": children]))
    }
}
