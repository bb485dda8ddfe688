import XCTest

/// Proves that `SwiftCompiler` and the UIKit stand-in are no rubber stamp: correct UIKit code passes
/// in both language modes, wrong code fails with the compiler's real diagnostics, and the stand-in
/// behaves like UIKit where a runtime test looks.
final class SwiftCompilerTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try Repository.temporaryDirectory("swift-compiler-tests")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    func testCorrectAppAndTestsTypeCheckWithoutWarningsInBothLanguageModes() throws {
        let app = try write(Shop.app)
        let tests = try write(Shop.tests)

        for swiftVersion in [5, 6] {
            let result = try SwiftCompiler.typeCheck(appSources: app, testSources: tests, moduleName: "Shop", swiftVersion: swiftVersion)
            XCTAssertEqual(result.warnings, [], "Swift \(swiftVersion):\n\(result.output)")
        }
    }

    func testNonisolatedUIKitCallFailsInSwift6AndOnlyWarnsInSwift5() throws {
        let sources = try write([
            "Router.swift": """
            import UIKit

            /// Not main-actor isolated, so it may not call UIKit synchronously.
            final class Router {
                func show(_ viewController: UIViewController, in navigationController: UINavigationController) {
                    navigationController.pushViewController(viewController, animated: true)
                }
            }
            """
        ])

        let failure = try XCTUnwrap(compileFailure(sources, swiftVersion: 6))
        XCTAssertEqual(
            failure.errors.map(\.message),
            [
                "call to main actor-isolated instance method 'pushViewController(_:animated:)' in a synchronous nonisolated context [#ActorIsolatedCall]"
            ], failure.description)
        XCTAssertTrue(failure.commandLine.contains("-swift-version 6"), failure.commandLine)

        let result = try SwiftCompiler.typeCheck(appSources: sources, moduleName: "Shop", swiftVersion: 5)
        XCTAssertEqual(
            result.warnings.map(\.message),
            [
                "call to main actor-isolated instance method 'pushViewController(_:animated:)' in a synchronous nonisolated context [#ActorIsolatedCall]"
            ], result.output)
        XCTAssertTrue(result.warnings.first?.location.hasSuffix("Router.swift:6:30") ?? false, result.output)
    }

    /// Swift 5 with Xcode's default (minimal) checking evaluates a default argument outside the main
    /// actor, even with MainActor default isolation; complete checking and Swift 6 turn on isolated
    /// default values (SE-0411), which hides the error.
    func testDefaultArgumentCallingAMainActorInitialiserFailsOnlyWithMinimalChecking() throws {
        let sources = try write([
            "Factory.swift": """
            import UIKit

            @MainActor
            final class Factory {
                init() {}
            }

            @MainActor
            final class Coordinator {
                let factory: Factory

                init(factory: Factory = Factory()) {
                    self.factory = factory
                }
            }
            """
        ])

        for settings in [LanguageSettings(mode: .swift5Minimal), LanguageSettings.xcode26(.swift5Minimal)] {
            do {
                let result = try SwiftCompiler.typeCheck(appSources: sources, moduleName: "Shop", settings: settings)
                XCTFail("compiled with \(settings), but should not have:\n\(result.output)")
            } catch let failure as SwiftCompiler.Failure {
                XCTAssertEqual(
                    failure.errors.map(\.message),
                    ["call to main actor-isolated initializer 'init()' in a synchronous nonisolated context [#ActorIsolatedCall]"],
                    failure.description)
                XCTAssertFalse(failure.commandLine.contains("-strict-concurrency"), failure.commandLine)
            }
        }
        for settings in [LanguageSettings(mode: .swift5Complete), LanguageSettings(mode: .swift6)] {
            let result = try SwiftCompiler.typeCheck(appSources: sources, moduleName: "Shop", settings: settings)
            XCTAssertEqual(result.warnings, [], "\(settings):\n\(result.output)")
        }
    }

    /// `#Preview` goes through Apple's macro declarations (and the stand-in plugin): a preview of a
    /// view controller or a view type-checks, one whose body is neither, or calls what does not exist, fails.
    func testPreviewsAreTypeCheckedAgainstApplesDeclarations() throws {
        let good = try write([
            "Screens.swift": """
            import SwiftUI

            final class DetailsViewController: UIViewController {}

            struct DetailsView: View {
                let onFinish: () -> Void
                var body: some View { Text("Details") }
            }

            #Preview {
                DetailsViewController()
            }

            #Preview("Named", traits: .landscapeLeft) {
                let controller = DetailsViewController()
                controller
            }

            #Preview {
                NavigationStack {
                    DetailsView(onFinish: {})
                }
            }
            """
        ])
        for swiftVersion in [5, 6] {
            let result = try SwiftCompiler.typeCheck(appSources: good, moduleName: "Shop", swiftVersion: swiftVersion, frameworks: .swiftUI)
            XCTAssertEqual(result.warnings, [], result.output)
        }
        try FileManager.default.removeItem(at: good[0])

        let bad = try write([
            "Bad.swift": """
            import UIKit

            #Preview {
                42
            }

            #Preview {
                MissingViewController()
            }
            """
        ])
        let failure = try XCTUnwrap(compileFailure(bad, swiftVersion: 6))
        XCTAssertEqual(failure.errors.count, 2, failure.description)
        XCTAssertTrue(failure.errors.contains { $0.message.contains("MissingViewController") }, failure.description)
    }

    func testEveryCellOfTheMatrixHasItsFlags() {
        XCTAssertEqual(LanguageSettings.matrix.count, 12)
        XCTAssertEqual(Set(LanguageSettings.matrix).count, 12)
        XCTAssertEqual(
            LanguageSettings.xcode26(.swift5Minimal).flags,
            [
                "-swift-version", "5", "-default-isolation", "MainActor",
                "-enable-upcoming-feature", "DisableOutwardActorInference",
                "-enable-upcoming-feature", "GlobalActorIsolatedTypesUsability",
                "-enable-upcoming-feature", "InferIsolatedConformances",
                "-enable-upcoming-feature", "InferSendableFromCaptures",
                "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                "-enable-upcoming-feature", "MemberImportVisibility",
            ])
        XCTAssertEqual(
            LanguageSettings(mode: .swift6, approachableConcurrency: true).flags,
            [
                "-swift-version", "6", "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                "-enable-upcoming-feature", "InferIsolatedConformances",
            ])
        // Member import visibility meets both values of every other setting.
        for mode in LanguageSettings.Mode.allCases {
            XCTAssertEqual(Set(LanguageSettings.matrix.filter { $0.mode == mode }.map(\.memberImportVisibility)), [false, true])
        }
        XCTAssertEqual(
            Set(LanguageSettings.matrix.map { "\($0.defaultIsolation) \($0.memberImportVisibility)" }).count, 4)
        XCTAssertEqual(
            Set(LanguageSettings.matrix.map { "\($0.approachableConcurrency) \($0.memberImportVisibility)" }).count, 4)
    }

    func testAPIsThatUIKitDoesNotHaveFail() throws {
        let sources = try write([
            "Misuse.swift": """
            import UIKit

            @MainActor
            func misuse(_ navigationController: UINavigationController, _ view: UIView) {
                navigationController.pushViewController(UIViewController(), animated: true, completion: nil)
                navigationController.topViewController?.presentModally()
                // Anchors of different axes cannot be related, as in UIKit.
                _ = view.centerXAnchor.constraint(equalTo: view.topAnchor)
            }
            """
        ])

        let failure = try XCTUnwrap(compileFailure(sources, swiftVersion: 6))
        let errors = failure.errors.map(\.description).joined(separator: "\n")
        XCTAssertTrue(errors.contains("Misuse.swift:5:93: error: extra argument 'completion' in call"), errors)
        XCTAssertTrue(errors.contains("Misuse.swift:6:45: error: value of type 'UIViewController' has no member 'presentModally'"), errors)
        XCTAssertTrue(
            errors.contains(
                "Misuse.swift:8:53: error: cannot convert value of type 'NSLayoutAnchor<NSLayoutYAxisAnchor>' to expected argument type 'NSLayoutAnchor<NSLayoutXAxisAnchor>'"
            ), errors)
    }

    /// Target-action type-checks as on iOS: `Selector` comes with `import UIKit` (from the ObjectiveC
    /// stand-in UIKit re-exports) and `@objc` and `#selector` are accepted, in both language modes.
    func testTargetActionTypeChecksInBothLanguageModes() throws {
        let sources = try write([
            "Screen.swift": """
            import UIKit

            final class Screen: UIViewController {
                var onFinish: (() -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let button = UIButton(type: .system)
                    button.addTarget(self, action: #selector(doneTapped), for: .touchUpInside)
                    button.addTarget(nil, action: #selector(Screen.cancel), for: [.primaryActionTriggered, .touchUpInside])
                    view.addSubview(button)
                }

                @objc private func doneTapped() {
                    onFinish?()
                }

                @objc func cancel() {}
            }
            """
        ])

        for swiftVersion in [5, 6] {
            let result = try SwiftCompiler.typeCheck(appSources: sources, moduleName: "Shop", swiftVersion: swiftVersion)
            XCTAssertEqual(result.warnings, [], "Swift \(swiftVersion):\n\(result.output)")
        }
    }

    func testTargetActionMistakesFail() throws {
        let sources = try write([
            "Misuse.swift": """
            import UIKit

            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let button = UIButton(type: .system)
                    button.addTarget(self, action: #selector(notExposed), for: .touchUpInside)
                    button.addTarget(self, action: #selector(missing), for: .touchUpInside)
                    button.addTarget(self, action: #selector(doneTapped), for: .tap)
                }

                func notExposed() {}

                @objc private func doneTapped() {}
            }
            """
        ])

        let failure = try XCTUnwrap(compileFailure(sources, swiftVersion: 6))
        let errors = failure.errors.map(\.message)
        XCTAssertTrue(
            errors.contains {
                $0.hasPrefix("argument of '#selector' refers to instance method 'notExposed()' that is not exposed to Objective-C")
            },
            failure.description)
        XCTAssertTrue(errors.contains { $0.hasPrefix("cannot find 'missing' in scope") }, failure.description)
        XCTAssertTrue(errors.contains { $0.hasPrefix("type 'UIControl.Event' has no member 'tap'") }, failure.description)
    }

    /// Linux has no Objective-C runtime: a program can register a target-action (with a `Selector`
    /// made from a string: `#selector` needs Objective-C interop, which programs cannot be built
    /// with), but tapping the control stops it rather than pretending the message was sent.
    func testSendingATargetActionStopsTheProgram() throws {
        let driver = """
            import UIKit

            let button = UIButton(type: .system)
            button.addTarget(nil, action: Selector("doneTapped"), for: .touchUpInside)
            button.sendActions(for: .valueChanged)
            print("other events pass")
            button.sendActions(for: .touchUpInside)
            """

        XCTAssertThrowsError(try SwiftCompiler.run(appSources: [], driver: driver, moduleName: "TargetAction", swiftVersion: 6)) { error in
            let failure = error as? SwiftCompiler.Failure
            XCTAssertEqual(failure?.step, "running the program built with the driver", "\(error)")
            XCTAssertTrue(failure?.output.contains("other events pass") ?? false, "\(error)")
            XCTAssertTrue(
                failure?.output.contains("cannot send doneTapped to nil: target-action needs the Objective-C runtime") ?? false, "\(error)")
        }
    }

    /// With a deployment target, what UIKit introduced later is unavailable; what it introduced in that
    /// version or earlier is not.
    func testDeclarationsNewerThanTheDeploymentTargetFail() throws {
        let sources = try write([
            "Newer.swift": """
            import UIKit

            @MainActor
            func newer(_ button: UIButton, _ scene: UIWindowScene) -> UIWindow? {
                button.addAction(UIAction { _ in }, for: .touchUpInside)
                return scene.keyWindow
            }
            """
        ])

        let failure = try XCTUnwrap(compileFailure(sources, swiftVersion: 6, deploymentTarget: "14.0"))
        XCTAssertEqual(
            failure.errors.map(\.message),
            ["'keyWindow' is unavailable: only available in iOS 15.0 or newer; the deployment target is iOS 14.0"], failure.description)
        _ = try SwiftCompiler.typeCheck(appSources: sources, moduleName: "Shop", swiftVersion: 6, deploymentTarget: "15.0")
    }

    /// `swiftc -typecheck` would accept this file: these errors come from passes after type-checking.
    func testDiagnosticsOfLaterCompilerPassesAreReported() throws {
        let sources = try write([
            "Later.swift": """
            import UIKit

            final class Counter {
                var value = 0
            }

            @MainActor
            func makeScreen() -> UIViewController {
            }

            func race() async {
                let counter = Counter()
                Task { counter.value += 1 }
                counter.value += 1
            }
            """
        ])

        let failure = try XCTUnwrap(compileFailure(sources, swiftVersion: 6))
        let errors = failure.errors.map(\.description).joined(separator: "\n")
        XCTAssertTrue(
            errors.contains("Later.swift:9:1: error: missing return in global function expected to return 'UIViewController'"), errors)
        XCTAssertTrue(errors.contains("Later.swift:13:5: error: sending value of non-Sendable type"), errors)
    }

    func testDriverRunsTheAppAgainstTheStandIn() throws {
        let output = try SwiftCompiler.run(
            appSources: try write(Shop.app),
            driver: """
                import UIKit

                @MainActor
                func stack(_ navigationController: UINavigationController) -> String {
                    navigationController.viewControllers.map { "\\(type(of: $0))" }.joined(separator: " > ")
                }

                // The scene delegate builds the window and starts the coordinator, as UIKit would make it.
                let session = UISceneSession(_standInRole: .windowApplication)
                let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
                let sceneDelegate = SceneDelegate()
                sceneDelegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
                let window = sceneDelegate.window!
                let navigationController = window.rootViewController as! UINavigationController
                print("scene:", stack(navigationController), window.isKeyWindow, scene.windows.count)

                let list = navigationController.topViewController as! ListViewController
                let button = list.view.subviews.first as! UIButton
                print("list:", list.title ?? "-", button.currentTitle ?? "-", list.view.constraints.count, button.constraints.count)
                button.sendActions(for: .primaryActionTriggered)
                print("tap:", stack(navigationController), navigationController.topViewController?.navigationController === navigationController)

                // Popping releases the screen: nothing but the stack held it.
                weak var detail: UIViewController?
                do {
                    let popped = navigationController.popViewController(animated: true)
                    detail = popped
                    print("pop:", stack(navigationController), popped is DetailViewController)
                }
                print("released:", detail == nil, list.loadCount)

                let coordinator = sceneDelegate.coordinator!
                coordinator.presentHelp()
                let help = navigationController.presentedViewController as! UINavigationController
                print("present:", stack(help), help.presentingViewController === navigationController, list.presentedViewController === help)
                coordinator.dismissHelp { print("completion") }
                print("dismiss:", navigationController.presentedViewController == nil, help.presentingViewController == nil)
                print("popToRoot:", navigationController.popToRootViewController(animated: false) ?? [])
                """, moduleName: "Shop", swiftVersion: 6)

        XCTAssertEqual(
            output,
            """
            scene: ListViewController true 1
            list: List Open 2 1
            tap: ListViewController > DetailViewController true
            pop: ListViewController true
            released: true 1
            present: DetailViewController true true
            completion
            dismiss: true true
            popToRoot: []

            """)
    }

    func testCrashOfTheProgramIsReportedWithItsOutput() throws {
        let driver = """
            import UIKit

            let navigationController = UINavigationController()
            let screen = UIViewController()
            print("pushing twice")
            navigationController.pushViewController(screen, animated: false)
            navigationController.pushViewController(screen, animated: false)
            """

        XCTAssertThrowsError(try SwiftCompiler.run(appSources: [], driver: driver, moduleName: "Crash", swiftVersion: 6)) { error in
            let failure = error as? SwiftCompiler.Failure
            XCTAssertNotEqual(failure?.status, 0)
            XCTAssertTrue(failure?.output.contains("pushing twice") ?? false, "\(error)")
            XCTAssertTrue(failure?.output.contains("more than once is not supported") ?? false, "\(error)")
        }
    }

    // MARK: - Helpers

    /// Writes the files into this test's folder and returns their URLs, sorted by name.
    private func write(_ files: [String: String]) throws -> [URL] {
        try files.sorted { $0.key < $1.key }.map { name, text in
            let url = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url
        }
    }

    /// The failure of type-checking `sources`, or `nil` (and a test failure) if they compile.
    private func compileFailure(
        _ sources: [URL], swiftVersion: Int, deploymentTarget: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> SwiftCompiler.Failure? {
        do {
            let result = try SwiftCompiler.typeCheck(
                appSources: sources, moduleName: "Shop", swiftVersion: swiftVersion, deploymentTarget: deploymentTarget)
            XCTFail("compiled, but should not have:\n\(result.output)", file: file, line: line)
            return nil
        } catch let failure as SwiftCompiler.Failure {
            return failure
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }
}

/// A small hand-written UIKit app in the Coordinator style, independent of coordgen's templates.
private enum Shop {
    static let app = [
        "AppDelegate.swift": """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                true
            }

            func application(
                _ application: UIApplication,
                configurationForConnecting connectingSceneSession: UISceneSession,
                options: UIScene.ConnectionOptions
            ) -> UISceneConfiguration {
                UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
        }
        """,
        "SceneDelegate.swift": """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private(set) var coordinator: ShopCoordinator?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let navigationController = UINavigationController()
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = navigationController
                self.window = window

                let coordinator = ShopCoordinator(navigationController)
                self.coordinator = coordinator
                coordinator.start()
                window.makeKeyAndVisible()
            }
        }
        """,
        "ShopCoordinator.swift": """
        import UIKit

        @MainActor
        protocol Coordinator: AnyObject {
            var navigationController: UINavigationController { get }
            func start()
        }

        final class ShopCoordinator: Coordinator {
            let navigationController: UINavigationController

            init(_ navigationController: UINavigationController) {
                self.navigationController = navigationController
            }

            func start() {
                let list = ListViewController()
                list.onSelect = { [weak self] in
                    self?.showDetail()
                }
                navigationController.setViewControllers([list], animated: false)
            }

            func showDetail() {
                navigationController.pushViewController(DetailViewController(), animated: true)
            }

            func presentHelp() {
                let help = UINavigationController(rootViewController: DetailViewController())
                help.modalPresentationStyle = .formSheet
                help.isModalInPresentation = true
                navigationController.present(help, animated: true)
            }

            func dismissHelp(completion: @escaping () -> Void) {
                navigationController.dismiss(animated: true, completion: completion)
            }
        }
        """,
        "Screens.swift": """
        import UIKit

        final class ListViewController: UIViewController {
            var onSelect: (() -> Void)?
            private(set) var loadCount = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                loadCount += 1
                title = "List"
                view.backgroundColor = .systemBackground

                let button = UIButton(type: .system, primaryAction: UIAction(title: "Open") { [weak self] _ in
                    self?.onSelect?()
                })
                button.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(button)
                NSLayoutConstraint.activate([
                    button.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
                    button.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                    button.heightAnchor.constraint(equalToConstant: 44),
                ])
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(false, animated: animated)
            }
        }

        final class DetailViewController: UIViewController {
            override func loadView() {
                let label = UILabel()
                label.text = "Detail"
                view = label
            }
        }
        """,
    ]

    static let tests = [
        "ShopCoordinatorTests.swift": """
        import UIKit
        import XCTest
        @testable import Shop

        final class ShopCoordinatorTests: XCTestCase {
            @MainActor
            func testStartShowsTheList() {
                let navigationController = UINavigationController()
                ShopCoordinator(navigationController).start()

                XCTAssertTrue(navigationController.topViewController is ListViewController)
            }
        }
        """
    ]
}
