import XCTest

@testable import CoordgenKit

/// Which protocol `init` takes for the app's coordinator protocol where the protocols named like one are
/// not what the coordinators share: one class's own protocol (a tab bar controller's, one login flow's
/// among several) is set aside, and so is a router the coordinators hold; a protocol most of them
/// conform to is kept. Read on small in-memory apps, one decision at a time.
final class PerClassCoordinatorProtocolTests: XCTestCase {
    private func index(_ sources: [String: String]) -> DeclarationIndex {
        DeclarationIndex(files: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    private func candidates(_ sources: [String: String]) -> [String] {
        CoordinatorProtocolDetector(index: index(sources)).candidates().map(\.name)
    }

    /// A screen's coordinator with its own protocol (`DogsCoordinatorProtocol` of `DogsCoordinator`).
    private func screenCoordinator(_ name: String, conforming: String? = nil) -> String {
        """
        protocol \(name)CoordinatorProtocol { func close() }
        final class \(name)Coordinator: \(conforming ?? "\(name)CoordinatorProtocol") { func close() {} }
        """
    }

    func testATabBarControllersProtocolAmongPerClassProtocolsIsNotTheApps() {
        let sources = [
            "App/Tabs.swift": """
                import UIKit
                protocol TabSwitchingCoordinatorProtocol: AnyObject { func switchTab(to index: Int) }
                final class RootTabBarController: UITabBarController, TabSwitchingCoordinatorProtocol {
                    func switchTab(to index: Int) {}
                }
                """,
            "App/Dogs.swift": screenCoordinator("Dogs"), "App/Walks.swift": screenCoordinator("Walks"),
        ]
        XCTAssertEqual(candidates(sources), [])
        let detector = CoordinatorProtocolDetector(index: index(sources))
        XCTAssertEqual(detector.perClassSetAside().map(\.name), ["TabSwitchingCoordinatorProtocol"])
        let refusal = PerClassCoordinatorProtocol.refusal(in: index(sources)) ?? ""
        XCTAssertTrue(refusal.contains("TabSwitchingCoordinatorProtocol (only RootTabBarController's)"), refusal)
        XCTAssertTrue(refusal.contains("--protocol NAME"), refusal)
        XCTAssertFalse(refusal.contains("\n"))
    }

    /// `IDogsCoordinator` with its test's stub, and `IDogsCoordinatorAssembly` that builds the flow: neither
    /// is what the coordinators share, so init asks no question between them.
    func testAPrefixedProtocolWithATestStubAndAnAssemblyAreNoCandidates() {
        func flow(_ name: String) -> [String: String] {
            [
                "App/\(name).swift": """
                    protocol I\(name)Coordinator: AnyObject { func showDetails() }
                    final class \(name)Coordinator: Hashable, I\(name)Coordinator { func showDetails() {} }
                    protocol I\(name)CoordinatorAssembly: AnyObject { func assemblyDetails() -> Int }
                    final class \(name)CoordinatorAssembly: I\(name)CoordinatorAssembly { func assemblyDetails() -> Int { 0 } }
                    """,
                "AppTests/\(name)CoordinatorStub.swift": """
                    final class \(name)CoordinatorStub: I\(name)Coordinator { func showDetails() {} }
                    final class \(name)CoordinatorAssemblyStub: I\(name)CoordinatorAssembly { func assemblyDetails() -> Int { 1 } }
                    """,
            ]
        }
        let sources = flow("Dogs").merging(flow("Walks")) { $1 }.merging(flow("Parks")) { $1 }
        XCTAssertEqual(candidates(sources), [])
        XCTAssertEqual(Set(CoordinatorProtocolDetector(index: index(sources)).perClassSetAside().map(\.name)), ["IDogsCoordinator", "IWalksCoordinator", "IParksCoordinator"])
        XCTAssertTrue(CoordinatorProtocolDetector.namesAFactory("IDogsCoordinatorAssembly"))
    }

    func testOneLoginFlowsProtocolNotNamedAfterItIsNotTheApps() {
        let sources = [
            "App/Login.swift": """
                protocol LoginCoordinatorProtocol: AnyObject { func perform(action: Int) }
                final class EmailLoginCoordinator: LoginCoordinatorProtocol { func perform(action: Int) {} }
                """,
            "App/Reset.swift": screenCoordinator("Reset"), "App/SignUp.swift": "final class SignUpCoordinator {}",
        ]
        XCTAssertEqual(candidates(sources), [])
    }

    func testAProtocolWithoutStartThatMostCoordinatorsConformToIsKept() {
        let sources = [
            "App/Coordinating.swift": "protocol AppCoordinatorProtocol: AnyObject { func close() }",
            "App/Dogs.swift": screenCoordinator("Dogs", conforming: "AppCoordinatorProtocol"),
            "App/Walks.swift": screenCoordinator("Walks", conforming: "AppCoordinatorProtocol"),
            "App/Profile.swift": screenCoordinator("Profile"),
        ]
        XCTAssertEqual(candidates(sources), ["AppCoordinatorProtocol"])
    }

    func testAProtocolTheCoordinatorsConformToThroughOneBaseClassIsKept() {
        let sources = [
            "App/Base.swift": """
                protocol NavigatingCoordinator: AnyObject { func close() }
                class BaseCoordinator: NavigatingCoordinator { func close() {} }
                """,
            "App/Dogs.swift": "final class DogsCoordinator: BaseCoordinator {}",
            "App/Walks.swift": "final class WalksCoordinator: BaseCoordinator {}",
        ]
        XCTAssertEqual(candidates(sources), ["NavigatingCoordinator"])
    }

    func testARouterTheCoordinatorsHoldIsNoCoordinatorProtocol() {
        let router = """
            import UIKit
            protocol Router: AnyObject {
                func start(_ viewController: UIViewController, animated: Bool, onEnded: (() -> Void)?)
                func end(animated: Bool)
            }
            final class StackRouter: Router {
                func start(_ viewController: UIViewController, animated: Bool, onEnded: (() -> Void)?) {}
                func end(animated: Bool) {}
            }
            final class WindowRouter: Router {
                func start(_ viewController: UIViewController, animated: Bool, onEnded: (() -> Void)?) {}
                func end(animated: Bool) {}
            }
            """
        let held = [
            "App/Router.swift": router,
            "App/Coordinator.swift": "open class Coordinator { var router: Router\n init(router: Router) { self.router = router } }",
            "App/Home.swift": "final class HomeCoordinator: Coordinator {}",
        ]
        XCTAssertEqual(candidates(held), [])
        // The same protocol where the classes conforming to it are what the app has for coordinators.
        XCTAssertEqual(candidates(["App/Router.swift": router]), ["Router"])
    }
}
