import Foundation
import XCTest

@testable import CoordgenKit

/// Coordinators that show their screens through an object coordgen does not read (an app's own
/// `Presenter` with `present(_:)`): the built-in family could only write a flow that shows nothing. Where
/// the parent starts a flow of its own, `new coordinator --parent` makes the new flow like that one
/// instead (generation by example), and says so; where it starts none, the flow that shows nothing is
/// still written, with the note that leaves showing the screen to the user.
final class ShowsNothingCopiesAFlowEndToEndTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("shows-nothing-copies-a-flow")
        let template = try String(
            contentsOf: ExistingApps.url("StructCoordinatorsStartedInPlace").appendingPathComponent("Harbour.xcodeproj/project.pbxproj"),
            encoding: .utf8)
        try write(template.replacingOccurrences(of: "Harbour", with: "Atelier").replacingOccurrences(of: "harbour", with: "atelier"),
            to: "Atelier.xcodeproj/project.pbxproj")
        try write(
            """
            import UIKit

            protocol Presenter: AnyObject {
                func present(_ viewController: UIViewController)
            }

            protocol Coordinator: AnyObject {
                var presenter: Presenter { get }
                func start()
            }

            """, to: "Atelier/Coordinator.swift")
        try write(flow("App", starting: "Easel"), to: "Atelier/AppCoordinator.swift")
        try write(flow("Easel"), to: "Atelier/EaselCoordinator.swift")
        try write(flow("Kiln"), to: "Atelier/KilnCoordinator.swift")
        try write(
            "import UIKit\n\nfinal class EaselViewController: UIViewController {}\n\nfinal class KilnViewController: UIViewController {}\n\nfinal class AppViewController: UIViewController {}\n",
            to: "Atelier/Screens.swift")
        try write(
            """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate, Presenter {
                var window: UIWindow?
                private var coordinator: AppCoordinator?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let coordinator = AppCoordinator(presenter: self)
                    self.coordinator = coordinator
                    coordinator.start()
                }

                func present(_ viewController: UIViewController) {
                    window?.rootViewController = viewController
                }
            }

            """, to: "Atelier/SceneDelegate.swift")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func flow(_ name: String, starting child: String? = nil) -> String {
        let starts = child.map { "\n        let child = \($0)Coordinator(presenter: presenter)\n        children.append(child)\n        child.start()" } ?? ""
        return """
            import UIKit

            final class \(name)Coordinator: Coordinator {
                let presenter: Presenter
                var children: [Coordinator] = []

                init(presenter: Presenter) {
                    self.presenter = presenter
                }

                func start() {
                    presenter.present(\(name)ViewController())\(starts)
                }
            }

            """
    }

    private func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The parent starts Easel through a local (`let child = EaselCoordinator(…)`) a copy does not repeat, so a
    /// copy of Easel would be started by nothing (`UnstartedFlowCheck`): the family's flow is written instead,
    /// with the note that it shows nothing and names the copy `--like Easel` makes.
    func testACopyTheParentWouldNotStartGivesWayToTheFamilysFlowNamingTheCopy() throws {
        XCTAssertEqual(CoordgenBinary.run(["init"], in: root).status, 0)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: root)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(zebra.output.contains("leaves showing it to you"), zebra.output)
        XCTAssertTrue(zebra.output.contains("`coordgen new coordinator Zebra --like Easel`"), zebra.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Atelier/ZebraCoordinator.swift").path))
        let copy = CoordgenBinary.run(["new", "coordinator", "Okapi", "--like", "Easel"], in: root)
        XCTAssertEqual(copy.status, 0, copy.output)
        XCTAssertTrue(copy.output.contains("nothing starts Okapi yet") || copy.output.contains("nothing starts OkapiCoordinator yet"), copy.output)
    }

    func testWhereTheParentStartsNoFlowTheFlowThatShowsNothingIsStillWritten() throws {
        XCTAssertEqual(CoordgenBinary.run(["init"], in: root).status, 0)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "Kiln"], in: root)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(zebra.output.contains("leaves showing it to you"), zebra.output)
        XCTAssertFalse(zebra.output.contains("is made like"), zebra.output)
    }
}
