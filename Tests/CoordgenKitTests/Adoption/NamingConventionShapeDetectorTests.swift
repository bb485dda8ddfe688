import XCTest

@testable import CoordgenKit

/// UIKit apps whose coordinators nothing but their names makes coordinators (no protocol, no base class):
/// the classes sharing a navigation property and `start()` are read when they are a clear majority, and
/// `init` refuses in one line naming `--protocol` and `--like` when they are not.
final class NamingConventionShapeDetectorTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("naming-convention")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func detect(_ files: [String: String]) throws -> AdoptionReport {
        try AppShapeDetector(sources: AppSources(root: root, texts: files)).detect()
    }

    private static func flow(_ name: String, navigation: String = "navigationController", start: String = "start()") -> String {
        """
        import UIKit

        final class \(name) {
            weak var \(navigation): UINavigationController?

            init(\(navigation): UINavigationController?) {
                self.\(navigation) = \(navigation)
            }

            func \(start) {
                \(navigation)?.pushViewController(UIViewController(), animated: true)
            }
        }
        """
    }

    func testTheClassesSharingANavigationPropertyAndStartAreRecordedUnderTheConvention() throws {
        let report = try detect([
            "App/HomeCoordinator.swift": Self.flow("HomeCoordinator", navigation: "navigator"),
            "App/SearchCoordinator.swift": Self.flow("SearchCoordinator", navigation: "navigator"),
            "App/PreviewCoordinator.swift": Self.flow("PreviewCoordinator", navigation: "navigator", start: "start(with item: String)"),
        ])
        let shape = report.shape.protocol
        XCTAssertEqual(shape.name, NamingConventionShapeDetector.recordedName)
        XCTAssertEqual(shape.navigation, PropertyRequirement(name: "navigator", type: "UINavigationController", optional: true))
        XCTAssertEqual(shape.initializers.map(\.signature), ["init(navigator: UINavigationController?)"])
        XCTAssertEqual(shape.otherRequirements, ["func start()"])
        XCTAssertEqual(shape.children, nil)
        let coordinators = report.findings.first { $0.topic == "coordinators" }?.value ?? ""
        XCTAssertTrue(coordinators.contains("HomeCoordinator, SearchCoordinator: 2 of the 3 classes named like coordinators"), coordinators)
        XCTAssertTrue(coordinators.contains("(not read: PreviewCoordinator)"), coordinators)
    }

    func testClassesThatShareNoShapeAreRefusedInOneLineNamingTheFlags() throws {
        let files = [
            "App/HomeCoordinator.swift": Self.flow("HomeCoordinator", navigation: "navigator"),
            "App/SearchCoordinator.swift": Self.flow("SearchCoordinator", navigation: "navigator"),
            "App/CartCoordinator.swift": Self.flow("CartCoordinator", navigation: "nav"),
            "App/PayCoordinator.swift": Self.flow("PayCoordinator", navigation: "stack"),
        ]
        XCTAssertThrowsError(try detect(files)) { error in
            let line = String(describing: error)
            XCTAssertFalse(line.contains("\n"), line)
            XCTAssertTrue(line.contains("only 2 of 4 (HomeCoordinator, SearchCoordinator) hold `navigator` and have start()"), line)
            XCTAssertTrue(line.contains("--protocol NAME"), line)
            XCTAssertTrue(line.contains("--like NAME"), line)
        }
    }

    func testOneClassNamedLikeACoordinatorIsNoFamily() throws {
        XCTAssertThrowsError(try detect(["App/HomeCoordinator.swift": Self.flow("HomeCoordinator")])) { error in
            XCTAssertEqual(error as? AdoptionError, .noCoordinatorProtocol)
        }
    }

    func testAProtocolOfTheAppIsStillPreferred() throws {
        let report = try detect([
            "App/Coordinator.swift": "import UIKit\n\nprotocol Coordinator: AnyObject {\n    func start()\n}\n",
            "App/AppCoordinator.swift": Self.flow("AppCoordinator").replacingOccurrences(of: "class AppCoordinator", with: "class AppCoordinator: Coordinator"),
            "App/SearchCoordinator.swift": Self.flow("SearchCoordinator").replacingOccurrences(
                of: "class SearchCoordinator", with: "class SearchCoordinator: Coordinator"),
        ])
        XCTAssertEqual(report.shape.protocol.name, "Coordinator")
    }
}
