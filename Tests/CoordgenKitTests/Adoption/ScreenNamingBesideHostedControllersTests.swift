import XCTest

@testable import CoordgenKit

/// A SwiftUI app whose one view controller is wrapped by a view (`struct ScannerSheet:
/// UIViewControllerRepresentable` returning `ScannerViewController`): that controller is part of a view,
/// not a screen, so `init` names screens and places them after the app's views. Before, the one
/// wrapped controller outvoted every view: screens were named `{Name}ViewController` and put beside it.
final class ScreenNamingBesideHostedControllersTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("hosted-controllers")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private static let files = [
        "App/Coordinator.swift": """
            import SwiftUI

            protocol Coordinator: AnyObject {
                associatedtype Route
                var navigationPath: NavigationPath { get set }
                func push(_ route: Route)
                func pop()
            }
            """,
        "App/AppCoordinator.swift": """
            import SwiftUI

            final class AppCoordinator: Coordinator, ObservableObject {
                enum Route: Hashable {
                    case harbour
                    case tides
                }

                @Published var navigationPath = NavigationPath()

                @ViewBuilder
                func build(route: Route) -> some View {
                    switch route {
                    case .harbour: HarbourView()
                    case .tides: TidesView()
                    }
                }

                func push(_ route: Route) { navigationPath.append(route) }
                func pop() { navigationPath.removeLast() }
            }
            """,
        "Screens/HarbourView.swift": "import SwiftUI\n\nstruct HarbourView: View {\n    var body: some View { ScannerSheet() }\n}\n",
        "Screens/TidesView.swift": "import SwiftUI\n\nstruct TidesView: View {\n    var body: some View { Text(\"Tides\") }\n}\n",
        "Scanner/ScannerSheet.swift": """
            import SwiftUI
            import UIKit

            struct ScannerSheet: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> ScannerViewController { ScannerViewController() }
                func updateUIViewController(_ controller: ScannerViewController, context: Context) {}
            }

            final class ScannerViewController: UIViewController {}
            """,
    ]

    func testAControllerAViewWrapsIsNoScreen() throws {
        let report = try AppShapeDetector(sources: AppSources(root: root, texts: Self.files)).detect()
        XCTAssertEqual(report.shape.naming.screen, "{Name}View")
        XCTAssertEqual(report.shape.protocol.routes?.enum, "Route")
    }
}
