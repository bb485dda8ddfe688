import XCTest

@testable import CoordgenKit

/// UIKit apps whose coordinators nothing but their names makes coordinators (no protocol, no base class):
/// the classes sharing a navigation property and `start()` are read, and where they are not a clear
/// majority `init` says so in one line naming `--protocol` and `--like`.
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

    /// Where the largest group sharing a shape is not a majority, `init` still adopts the app (so that
    /// `new coordinator --like` has a `.coordgen.yml` to work in), reads that group, and says so among
    /// what it could not decide, naming `--protocol` and `--like`.
    func testClassesThatShareNoShapeByMajorityAreReadAndSaidSo() throws {
        let files = [
            "App/HomeCoordinator.swift": Self.flow("HomeCoordinator", navigation: "navigator"),
            "App/SearchCoordinator.swift": Self.flow("SearchCoordinator", navigation: "navigator"),
            "App/CartCoordinator.swift": Self.flow("CartCoordinator", navigation: "nav"),
            "App/PayCoordinator.swift": Self.flow("PayCoordinator", navigation: "stack"),
        ]
        let report = try detect(files)
        XCTAssertEqual(report.shape.protocol.navigation?.name, "navigator")
        let line = try XCTUnwrap(report.undecided.first { $0.hasPrefix("only 2 of the 4 classes named like coordinators share a shape") })
        XCTAssertFalse(line.contains("\n"), line)
        XCTAssertTrue(line.contains("(HomeCoordinator, SearchCoordinator hold `navigator` and have start())"), line)
        XCTAssertTrue(line.contains("--protocol NAME"), line)
        XCTAssertTrue(line.contains("`new coordinator <Name> --like <Flow>`"), line)
        var majority = files
        majority["App/PayCoordinator.swift"] = Self.flow("PayCoordinator", navigation: "navigator")
        XCTAssertFalse(try detect(majority).undecided.contains { $0.contains("classes named like coordinators share a shape") })
    }

    func testOneClassNamedLikeACoordinatorIsNoFamily() throws {
        XCTAssertThrowsError(try detect(["App/HomeCoordinator.swift": Self.flow("HomeCoordinator")])) { error in
            // Refused naming the class and what the family needs, not the generic --protocol advice.
            guard case .coordinatorsSharingOnlyTheirNames(let refusal) = error as? AdoptionError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(refusal.contains("HomeCoordinator (holds navigationController: UINavigationController?, start())"), refusal)
            XCTAssertTrue(refusal.contains("where two or more hold a `UINavigationController` property"), refusal)
            XCTAssertFalse(refusal.contains("--protocol"), refusal)
        }
    }

    func testClassesThatHoldARootViewControllerOrReturnViewsAreNamedInTheRefusal() throws {
        let files = [
            "App/MainCoordinator.swift":
                "import UIKit\n\nfinal class MainCoordinator {\n    private let rootViewController: UIViewController\n    init(rootViewController: UIViewController) { self.rootViewController = rootViewController }\n    func launchAccount() {}\n}\n",
            "App/LoginCoordinator.swift":
                "import SwiftUI\n\nclass LoginCoordinator {\n    func rootView() -> AnyView { AnyView(Text(\"Login\")) }\n}\n",
            "App/FirstFlowCoordinator.swift": "import SwiftUI\n\nstruct FirstFlowCoordinator: View {\n    var body: some View { Text(\"First\") }\n}\n",
        ]
        XCTAssertThrowsError(try detect(files)) { error in
            let refusal = (error as? AdoptionError)?.description ?? ""
            XCTAssertTrue(refusal.hasPrefix("no coordinator protocol found: "), refusal)
            XCTAssertTrue(refusal.contains("MainCoordinator (holds rootViewController: UIViewController, no start())"), refusal)
            XCTAssertTrue(refusal.contains("LoginCoordinator (returns its view from rootView() -> AnyView, no start())"), refusal)
            XCTAssertTrue(refusal.contains("FirstFlowCoordinator (View) is a struct"), refusal)
            XCTAssertFalse(refusal.contains("--protocol"), refusal)
            XCTAssertFalse(refusal.contains("\n"), refusal)
        }
    }

    func testSwiftUIClassesThatReturnTheirViewAreToldWhatCoordgenReadsInSwiftUI() throws {
        let flow = { (name: String) in
            "import SwiftUI\n\nfinal class \(name)<Dependency> {\n    var dependency: Dependency\n    init(dependency: Dependency) { self.dependency = dependency }\n    var view: AnyView { AnyView(Text(\"\(name)\")) }\n}\n"
        }
        let files = ["App/LoginCoordinator.swift": flow("LoginCoordinator"), "App/ProfileCoordinator.swift": flow("ProfileCoordinator")]
        XCTAssertThrowsError(try detect(files)) { error in
            let refusal = (error as? AdoptionError)?.description ?? ""
            XCTAssertTrue(refusal.contains("LoginCoordinator (returns its view from view: AnyView, no start())"), refusal)
            XCTAssertTrue(refusal.contains("in SwiftUI, it adopts `ObservableObject` (or `@Observable`) classes that hold a path of routes"), refusal)
            XCTAssertTrue(refusal.contains("LoginCoordinator, ProfileCoordinator return a view and hold no path of routes nor flags"), refusal)
            XCTAssertFalse(refusal.contains("\n"), refusal)
        }
    }

    /// Classes that each conform, in an extension, to a protocol of their own refining one protocol
    /// (`extension LoginCoordinator: LoginCoordinable {}`, `protocol LoginCoordinable: Coordinable {}`) do
    /// share a protocol: the refusal says so and names the flag that adopts them by it.
    func testClassesConformingToPerFlowProtocolsRefiningOneAreToldTheProtocolFlag() throws {
        let flow = { (name: String) in
            "import SwiftUI\n\nprotocol \(name)able: Coordinable {}\n\nfinal class \(name)<Dependency> {\n    var dependency: Dependency\n    init(dependency: Dependency) { self.dependency = dependency }\n    var view: AnyView { AnyView(Text(\"\(name)\")) }\n}\n\nextension \(name): \(name)able {}\n"
        }
        let files = [
            "App/Coordinable.swift": "import SwiftUI\n\npublic protocol Coordinable {\n    associatedtype Data: ObservableObject\n    var view: AnyView { get }\n}\n",
            "App/LoginCoordinator.swift": flow("LoginCoordinator"), "App/ProfileCoordinator.swift": flow("ProfileCoordinator"),
        ]
        XCTAssertThrowsError(try detect(files)) { error in
            let refusal = (error as? AdoptionError)?.description ?? ""
            XCTAssertTrue(
                refusal.contains(
                    "conform (in extensions) to per-flow protocols (LoginCoordinatorable, ProfileCoordinatorable) that all refine Coordinable"),
                refusal)
            XCTAssertFalse(refusal.contains("share no protocol"), refusal)
            XCTAssertTrue(refusal.contains("in SwiftUI, it adopts `ObservableObject` (or `@Observable`) classes"), refusal)
            XCTAssertTrue(refusal.hasSuffix("run coordgen init --protocol Coordinable to adopt them by the protocol they share (new flows are then made like one of them with --like), or write new flows by hand"), refusal)
            XCTAssertFalse(refusal.contains("\n"), refusal)
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
