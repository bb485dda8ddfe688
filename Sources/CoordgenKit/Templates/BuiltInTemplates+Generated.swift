// Generated from Templates/ by `COORDGEN_RECORD=1 swift test --filter BuiltInTemplatesTests`. Do not edit.
// swift-format-ignore-file

/// The built-in templates, keyed by their path under `Templates/`.
enum BuiltInTemplates {
    static let files: [String: String] = [
        "router/coordinator/Coordinator.swift.stencil": #"""
{{ fileHeader }}

import UIKit

/// What the {{ title }} flow offers to the rest of the app.
@MainActor
protocol {{ name }}CoordinatorProtocol: Coordinator, CoordinatorFinishOutput {
    /// Shows the first screen of the flow.
    func show{{ name }}()
}

/// Runs the {{ title }} flow{% if presentsModally %}, its first screen presented modally{% endif %}.
final class {{ name }}Coordinator: BaseCoordinator, {{ name }}CoordinatorProtocol {
    var onFinish: (() -> Void)?

    private let router: any RouterProtocol
    private let factory: any ViewControllerFactory
    private let coordinatorFactory: any CoordinatorFactory

    init(router: any RouterProtocol, factory: any ViewControllerFactory, coordinatorFactory: any CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        show{{ name }}()
    }

    /// Starts the flow as the whole navigation stack, as the app's first flows do.
    func startAsRoot() {
        let viewController = makeFirstScreen()
        viewController.onFinish = { [weak self] in
            self?.onFinish?()
        }
        router.setRoot(viewController)
    }

    func show{{ name }}() {
        let viewController = makeFirstScreen()
{% if presentsModally %}
        viewController.onFinish = { [weak self] in
            self?.router.dismiss(animated: true)
            self?.onFinish?()
        }
        router.present(viewController)
{% else %}
        viewController.onFinish = { [weak self] in
            self?.router.pop(animated: true)
        }
        // The flow ends when its first screen leaves the stack: through onFinish, Back or a swipe.
        router.push(viewController, animated: true) { [weak self] in
            self?.onFinish?()
        }
{% endif %}
    }

    private func makeFirstScreen() -> {{ name }}ViewController {
        factory.make{{ name }}ViewController()
    }
}

"""#,
        "router/coordinator/CoordinatorTests.SwiftTesting.swift.stencil": ##"""
{{ fileHeader }}

import UIKit
import Testing
@testable import {{ moduleName }}

@MainActor
struct {{ name }}CoordinatorTests {
    @Test func startShows{{ name }}Screen() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let coordinator = DefaultCoordinatorFactory().make{{ name }}Coordinator(router: Router(navigationController: navigationController))

        coordinator.start()

{% if presentsModally %}
        #expect(navigationController.presentedViewController is {{ name }}ViewController)
{% else %}
        #expect(navigationController.topViewController is {{ name }}ViewController)
{% endif %}
    }

    @Test func finishingTheFirstScreenFinishesTheFlow() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let coordinator = DefaultCoordinatorFactory().make{{ name }}Coordinator(router: Router(navigationController: navigationController))
        var finished = 0
        coordinator.onFinish = { finished += 1 }
        coordinator.start()

{% if presentsModally %}
        (navigationController.presentedViewController as? {{ name }}ViewController)?.onFinish?()
{% else %}
        // Like the Back button: UIKit pops without asking the coordinator.
        navigationController.popViewController(animated: false)
{% endif %}

        #expect(finished == 1)
    }

    @Test func coordinatorIsReleasedOnceItsParentDropsIt() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let router = Router(navigationController: navigationController)
        let parent = BaseCoordinator()
        weak var releasedChild: {{ name }}Coordinator?
        do {
            let child = DefaultCoordinatorFactory().make{{ name }}Coordinator(router: router)
            child.onFinish = { [weak parent, weak child] in
                parent?.removeDependency(child)
            }
            parent.addDependency(child)
            child.start()
            releasedChild = child

{% if presentsModally %}
            (navigationController.presentedViewController as? {{ name }}ViewController)?.onFinish?()
{% else %}
            navigationController.popViewController(animated: false)
{% endif %}
        }

        #expect(parent.childCoordinators.isEmpty)
        #expect(releasedChild == nil)
    }
}

"""##,
        "router/coordinator/CoordinatorTests.swift.stencil": #"""
{{ fileHeader }}

import UIKit
import XCTest
@testable import {{ moduleName }}

final class {{ name }}CoordinatorTests: XCTestCase {
    @MainActor
    func testStartShows{{ name }}Screen() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let coordinator = DefaultCoordinatorFactory().make{{ name }}Coordinator(router: Router(navigationController: navigationController))

        coordinator.start()

{% if presentsModally %}
        XCTAssertTrue(navigationController.presentedViewController is {{ name }}ViewController)
{% else %}
        XCTAssertTrue(navigationController.topViewController is {{ name }}ViewController)
{% endif %}
    }

    @MainActor
    func testFinishingTheFirstScreenFinishesTheFlow() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let coordinator = DefaultCoordinatorFactory().make{{ name }}Coordinator(router: Router(navigationController: navigationController))
        var finished = 0
        coordinator.onFinish = { finished += 1 }
        coordinator.start()

{% if presentsModally %}
        (navigationController.presentedViewController as? {{ name }}ViewController)?.onFinish?()
{% else %}
        // Like the Back button: UIKit pops without asking the coordinator.
        navigationController.popViewController(animated: false)
{% endif %}

        XCTAssertEqual(finished, 1)
    }

    @MainActor
    func testCoordinatorIsReleasedOnceItsParentDropsIt() {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let router = Router(navigationController: navigationController)
        let parent = BaseCoordinator()
        weak var releasedChild: {{ name }}Coordinator?
        do {
            let child = DefaultCoordinatorFactory().make{{ name }}Coordinator(router: router)
            child.onFinish = { [weak parent, weak child] in
                parent?.removeDependency(child)
            }
            parent.addDependency(child)
            child.start()
            releasedChild = child

{% if presentsModally %}
            (navigationController.presentedViewController as? {{ name }}ViewController)?.onFinish?()
{% else %}
            navigationController.popViewController(animated: false)
{% endif %}
        }

        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertNil(releasedChild)
    }
}

"""#,
        "router/project/AppCoordinator.swift.stencil": #"""
{{ fileHeader }}

import UIKit

/// What the root flow offers. `coordgen new coordinator <Name> --parent App` adds its
/// `open<Name>Coordinator()` here.
@MainActor
protocol AppCoordinatorProtocol: Coordinator {}

/// The root of the coordinator tree: it chooses the first flow — onboarding on the first launch, then
/// home — and starts it as a child.
final class AppCoordinator: BaseCoordinator, AppCoordinatorProtocol {
    /// Where the app remembers that onboarding is done.
    static let onboardingCompletedKey = "onboardingCompleted"

    private let router: any RouterProtocol
    private let factory: any ViewControllerFactory
    private let coordinatorFactory: any CoordinatorFactory
    private let defaults: UserDefaults

    init(
        router: any RouterProtocol,
        factory: any ViewControllerFactory = DefaultViewControllerFactory(),
        coordinatorFactory: any CoordinatorFactory = DefaultCoordinatorFactory(),
        defaults: UserDefaults = .standard
    ) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
        self.defaults = defaults
    }

    override func start() {
        if defaults.bool(forKey: Self.onboardingCompletedKey) {
            runHomeFlow()
        } else {
            runOnboardingFlow()
        }
    }

    private func runOnboardingFlow() {
        let coordinator = coordinatorFactory.makeOnboardingCoordinator(router: router)
        coordinator.onFinish = { [weak self, weak coordinator] in
            guard let self else { return }
            self.defaults.set(true, forKey: Self.onboardingCompletedKey)
            self.removeDependency(coordinator)
            self.runHomeFlow()
        }
        addDependency(coordinator)
        coordinator.startAsRoot()
    }

    private func runHomeFlow() {
        let coordinator = coordinatorFactory.makeHomeCoordinator(router: router)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.removeDependency(coordinator)
        }
        addDependency(coordinator)
        coordinator.startAsRoot()
    }
}

"""#,
        "router/project/AppCoordinatorTests.SwiftTesting.swift.stencil": ##"""
{{ fileHeader }}

import UIKit
import Testing
@testable import {{ moduleName }}

@MainActor
struct AppCoordinatorTests {
    private func makeDefaults() -> UserDefaults {
        let defaults = UserDefaults(suiteName: "AppCoordinatorTests")!
        defaults.removePersistentDomain(forName: "AppCoordinatorTests")
        return defaults
    }

    @Test func firstLaunchShowsOnboarding() {
        let navigationController = UINavigationController()
        let coordinator = AppCoordinator(router: Router(navigationController: navigationController), defaults: makeDefaults())

        coordinator.start()

        #expect(navigationController.viewControllers.first is OnboardingViewController)
        #expect(coordinator.childCoordinators.count == 1)
    }

    @Test func finishedOnboardingLeadsHomeAndIsRemembered() {
        let navigationController = UINavigationController()
        let defaults = makeDefaults()
        let coordinator = AppCoordinator(router: Router(navigationController: navigationController), defaults: defaults)
        coordinator.start()

        (navigationController.topViewController as? OnboardingViewController)?.onFinish?()

        #expect(navigationController.viewControllers.first is HomeViewController)
        #expect(coordinator.childCoordinators.count == 1, "onboarding was released, home runs")
        #expect(defaults.bool(forKey: AppCoordinator.onboardingCompletedKey))
    }
}

"""##,
        "router/project/AppCoordinatorTests.swift.stencil": #"""
{{ fileHeader }}

import UIKit
import XCTest
@testable import {{ moduleName }}

final class AppCoordinatorTests: XCTestCase {
    @MainActor
    private func makeDefaults() -> UserDefaults {
        let defaults = UserDefaults(suiteName: "AppCoordinatorTests")!
        defaults.removePersistentDomain(forName: "AppCoordinatorTests")
        return defaults
    }

    @MainActor
    func testFirstLaunchShowsOnboarding() {
        let navigationController = UINavigationController()
        let coordinator = AppCoordinator(router: Router(navigationController: navigationController), defaults: makeDefaults())

        coordinator.start()

        XCTAssertTrue(navigationController.viewControllers.first is OnboardingViewController)
        XCTAssertEqual(coordinator.childCoordinators.count, 1)
    }

    @MainActor
    func testFinishedOnboardingLeadsHomeAndIsRemembered() {
        let navigationController = UINavigationController()
        let defaults = makeDefaults()
        let coordinator = AppCoordinator(router: Router(navigationController: navigationController), defaults: defaults)
        coordinator.start()

        (navigationController.topViewController as? OnboardingViewController)?.onFinish?()

        XCTAssertTrue(navigationController.viewControllers.first is HomeViewController)
        XCTAssertEqual(coordinator.childCoordinators.count, 1, "onboarding was released, home runs")
        XCTAssertTrue(defaults.bool(forKey: AppCoordinator.onboardingCompletedKey))
    }
}

"""#,
        "router/project/AppDelegate.swift.stencil": #"""
{{ fileHeader }}

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

"""#,
        "router/project/BaseCoordinator.swift.stencil": #"""
{{ fileHeader }}

/// Keeps the running child coordinators alive. A child is added when it starts and removed when its
/// `onFinish` runs — including when the user leaves its screens with Back or a swipe, because the
/// router reports that too.
///
/// Why no `CoordinatorType` enum in this style: a parent holds each child it starts and is told by
/// that child's own `onFinish` closure when to drop it, so nothing ever needs to look a coordinator up
/// by type.
@MainActor
class BaseCoordinator: Coordinator {
    private(set) var childCoordinators: [any Coordinator] = []

    func start() {}

    /// Keeps `coordinator` alive; adding the same coordinator twice keeps it once.
    func addDependency(_ coordinator: any Coordinator) {
        guard !childCoordinators.contains(where: { $0 === coordinator }) else { return }
        childCoordinators.append(coordinator)
    }

    /// Releases `coordinator`; the children it still had go with it, since it was their only owner.
    func removeDependency(_ coordinator: (any Coordinator)?) {
        guard let coordinator else { return }
        childCoordinators.removeAll { $0 === coordinator }
    }
}

"""#,
        "router/project/Coordinator.swift.stencil": #"""
{{ fileHeader }}

/// A coordinator owns one flow of the app: it builds the flow's screens through a factory, shows them
/// through a `RouterProtocol`, and starts child coordinators for sub-flows. Screens never navigate.
///
/// UIKit is main-actor isolated, and so is every coordinator.
@MainActor
protocol Coordinator: AnyObject {
    /// Shows the first screen of the flow.
    func start()
}

"""#,
        "router/project/CoordinatorFactory.swift.stencil": #"""
{{ fileHeader }}

/// Builds every coordinator, with the factories it needs, so a parent only says which flow to start.
/// `coordgen new coordinator` adds a method here.
@MainActor
protocol CoordinatorFactory {
{% for flow in flows %}
    /// The {{ flow }} flow, showing its screens through `router`.
    func make{{ flow }}Coordinator(router: any RouterProtocol) -> {{ flow }}Coordinator
{% endfor %}
}

/// Builds the real coordinators.
final class DefaultCoordinatorFactory: CoordinatorFactory {
    private let viewControllerFactory: any ViewControllerFactory

    init(viewControllerFactory: any ViewControllerFactory = DefaultViewControllerFactory()) {
        self.viewControllerFactory = viewControllerFactory
    }
{% for flow in flows %}

    /// The {{ flow }} flow, showing its screens through `router`.
    func make{{ flow }}Coordinator(router: any RouterProtocol) -> {{ flow }}Coordinator {
        {{ flow }}Coordinator(router: router, factory: viewControllerFactory, coordinatorFactory: self)
    }
{% endfor %}
}

"""#,
        "router/project/CoordinatorFinishOutput.swift.stencil": #"""
{{ fileHeader }}

/// A coordinator whose flow ends: it calls `onFinish` once, and its parent removes it.
@MainActor
protocol CoordinatorFinishOutput: AnyObject {
    var onFinish: (() -> Void)? { get set }
}

"""#,
        "router/project/Router.swift.stencil": #"""
{{ fileHeader }}

import UIKit

/// How coordinators show screens. Coordinators talk to this protocol, so tests can use a fake.
@MainActor
protocol RouterProtocol: AnyObject {
    /// Replaces the whole stack with `viewController`.
    func setRoot(_ viewController: UIViewController, hideBar: Bool)
    /// Pushes `viewController`; `completion` runs once it leaves the stack, whether through `pop`,
    /// `popToRoot`, `setRoot`, the Back button or a swipe.
    func push(_ viewController: UIViewController, animated: Bool, hideBottomBar: Bool, completion: (() -> Void)?)
    func present(_ viewController: UIViewController, animated: Bool)
    func pop(animated: Bool)
    func popToRoot(animated: Bool)
    func dismiss(animated: Bool, completion: (() -> Void)?)
}

extension RouterProtocol {
    func setRoot(_ viewController: UIViewController) {
        setRoot(viewController, hideBar: false)
    }

    func push(_ viewController: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        push(viewController, animated: animated, hideBottomBar: false, completion: completion)
    }

    func present(_ viewController: UIViewController) {
        present(viewController, animated: true)
    }

    func dismiss(animated: Bool = true) {
        dismiss(animated: animated, completion: nil)
    }
}

/// A `RouterProtocol` over one navigation controller.
///
/// It is the navigation controller's delegate, so it also sees pops it did not make (the Back button,
/// the swipe) and runs their completions: the coordinator behind a screen the user left is released,
/// which the plain coordinator pattern leaks.
final class Router: NSObject, RouterProtocol, UINavigationControllerDelegate {
    private weak var navigationController: UINavigationController?
    /// What to run when each pushed screen leaves the stack.
    private var completions: [ObjectIdentifier: () -> Void] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }

    func setRoot(_ viewController: UIViewController, hideBar: Bool) {
        navigationController?.setViewControllers([viewController], animated: false)
        navigationController?.isNavigationBarHidden = hideBar
        runCompletionsOfScreensThatLeft()
    }

    func push(_ viewController: UIViewController, animated: Bool, hideBottomBar: Bool, completion: (() -> Void)?) {
        if let completion {
            completions[ObjectIdentifier(viewController)] = completion
        }
        viewController.hidesBottomBarWhenPushed = hideBottomBar
        navigationController?.pushViewController(viewController, animated: animated)
    }

    func present(_ viewController: UIViewController, animated: Bool) {
        navigationController?.present(viewController, animated: animated)
    }

    func pop(animated: Bool) {
        navigationController?.popViewController(animated: animated)
        runCompletionsOfScreensThatLeft()
    }

    func popToRoot(animated: Bool) {
        navigationController?.popToRootViewController(animated: animated)
        runCompletionsOfScreensThatLeft()
    }

    func dismiss(animated: Bool, completion: (() -> Void)?) {
        navigationController?.dismiss(animated: animated, completion: completion)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        runCompletionsOfScreensThatLeft()
    }

    /// Runs, once, the completion of every pushed screen that is no longer on the stack.
    private func runCompletionsOfScreensThatLeft() {
        let onStack = Set((navigationController?.viewControllers ?? []).map(ObjectIdentifier.init))
        for screen in completions.keys where !onStack.contains(screen) {
            // Removed before it runs: a completion that navigates again must not run it twice.
            completions.removeValue(forKey: screen)?()
        }
    }
}

"""#,
        "router/project/SceneDelegate.swift.stencil": #"""
{{ fileHeader }}

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    /// The root of the coordinator tree. Nothing else holds it, so the scene keeps it alive.
    private var appCoordinator: AppCoordinator?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let navigationController = UINavigationController()
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigationController
        self.window = window

        let appCoordinator = AppCoordinator(
            router: Router(navigationController: navigationController),
            coordinatorFactory: DefaultCoordinatorFactory()
        )
        self.appCoordinator = appCoordinator
        appCoordinator.start()

        window.makeKeyAndVisible()
    }
}

"""#,
        "router/project/ViewControllerFactory.swift.stencil": #"""
{{ fileHeader }}

import UIKit

/// Builds every screen of the app, so coordinators never create view controllers themselves and tests
/// can hand them fakes. `coordgen new coordinator` and `coordgen new screen` add a method here.
@MainActor
protocol ViewControllerFactory {
{% for flow in flows %}
    /// The {{ flow }} screen.
    func make{{ flow }}ViewController() -> {{ flow }}ViewController
{% endfor %}
}

/// Builds the real screens.
final class DefaultViewControllerFactory: ViewControllerFactory {
{% for flow in flows %}
    /// The {{ flow }} screen.
    func make{{ flow }}ViewController() -> {{ flow }}ViewController {
        {{ flow }}ViewController()
    }
{% if not forloop.last %}

{% endif %}
{% endfor %}
}

"""#,
        "router/project/coordgen.yml.stencil": ##"""
# coordgen settings for {{ projectName }}. Paths are relative to this file.
# coordgen finds this file by walking up from the current folder, like git.
name: {{ projectName }}
style: {{ style }}
{% if organization %}
organization: {{ organizationYAML }}
{% endif %}
bundleId: {{ bundleId }}
{% if xcodeproj %}
# The Xcode project. Its app and test folders are synchronized groups: files coordgen adds later join
# their targets without editing the project.
xcodeproj: {{ xcodeproj }}
{% endif %}
# The framework of generated unit tests: swift-testing or xctest.
testing: {{ testing }}
paths:
  # Where `coordgen new coordinator` writes <Name>Coordinator.swift.
  coordinators: {{ projectName }}/Coordinators
  # Where view controllers go.
  screens: {{ projectName }}/Screens
  # Where generated unit tests go.
  tests: {{ projectName }}Tests
# The comment at the top of every generated file: a Stencil template that may use fileName,
# projectName and organization.
header: |
{{ headerYAML }}
# Use your own copy of the templates (see `coordgen templates export`):
# templates: Templates

"""##,
        "router/screen/ViewController.swift.stencil": #"""
{{ fileHeader }}

import UIKit

/// The {{ title }} screen. It shows its content and reports what the user did through its callbacks;
/// it never navigates by itself: its coordinator decides what comes next.
final class {{ name }}ViewController: UIViewController {
    /// Called when the user is done with this screen.
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "{{ title }}"
        view.backgroundColor = .systemBackground

        let doneButton = UIButton(type: .system, primaryAction: UIAction(title: "Done") { [weak self] _ in
            self?.onFinish?()
        })
        doneButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(doneButton)
        NSLayoutConstraint.activate([
            doneButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            doneButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

"""#,
        "router/snippets/MakeCoordinator.swift.stencil": #"""
/// The {{ name }} flow, showing its screens through `router`.
func make{{ name }}Coordinator(router: any RouterProtocol) -> {{ name }}Coordinator {
    {{ name }}Coordinator(router: router, factory: viewControllerFactory, coordinatorFactory: self)
}

"""#,
        "router/snippets/MakeViewController.swift.stencil": #"""
/// The {{ name }} screen.
func make{{ name }}ViewController() -> {{ name }}ViewController {
    {{ name }}ViewController()
}

"""#,
        "router/snippets/OpenCoordinator.swift.stencil": #"""
/// Starts the {{ title }} flow as a child of this coordinator; it is released when the flow ends.
func open{{ name }}Coordinator() {
    let coordinator = coordinatorFactory.make{{ name }}Coordinator(router: router)
    coordinator.onFinish = { [weak self, weak coordinator] in
        self?.removeDependency(coordinator)
    }
    addDependency(coordinator)
    coordinator.start()
}

"""#,
        "router/snippets/PresentScreen.swift.stencil": #"""
/// Presents the {{ title }} screen modally.
func present{{ name }}() {
    let viewController = factory.make{{ name }}ViewController()
    viewController.onFinish = { [weak self] in
        self?.router.dismiss(animated: true)
    }
    router.present(viewController)
}

"""#,
        "router/snippets/PushScreen.swift.stencil": #"""
/// Pushes the {{ title }} screen.
func pushTo{{ name }}() {
    let viewController = factory.make{{ name }}ViewController()
    viewController.onFinish = { [weak self] in
        self?.router.pop(animated: true)
    }
    router.push(viewController)
}

"""#,
        "swiftui/coordinator/Coordinator.swift.stencil": #"""
{{ fileHeader }}

import SwiftUI

/// Runs the {{ title }} flow{% if presentsModally %}, presented over its parent in a navigation stack of its own{% else %} on its parent's navigation stack{% endif %}.
final class {{ name }}Coordinator: BaseCoordinator, Coordinator {
    /// Everything this flow shows: its screens, and the flows it starts. coordgen adds a case for each
    /// new screen and child flow, and the case's view to `view(for:)`.
    enum Destination: Hashable {
        case {{ caseIdentifier }}
    }

    var firstScreen: Destination { .{{ caseIdentifier }} }

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .{{ caseIdentifier }}:
            {{ name }}View(onFinish: { [weak self] in
                self?.finish()
            })
        }
    }
}

"""#,
        "swiftui/coordinator/CoordinatorTests.SwiftTesting.swift.stencil": ##"""
{{ fileHeader }}

import SwiftUI
import Testing
@testable import {{ moduleName }}

@MainActor
struct {{ name }}CoordinatorTests {
    @Test func flowStartsWithItsOwnScreen() {
        let coordinator = {{ name }}Coordinator(navigator: Navigator())

        #expect(coordinator.firstScreen == .{{ caseIdentifier }})
    }

    @Test func finishedFlowLeavesTheScreenAndIsReleased() {
        let parent = AppCoordinator()
        weak var releasedChild: {{ name }}Coordinator?
        do {
            let child = start{{ name }}Flow(from: parent)
            releasedChild = child

            child.finish()
        }

{% if presentsModally %}
        #expect(parent.navigator.fullScreenCover == nil)
{% else %}
        #expect(parent.navigator.path.isEmpty)
{% endif %}
        #expect(parent.childCoordinators.isEmpty)
        #expect(releasedChild == nil)
    }

{% if presentsModally %}
    @Test func dismissalFinishesTheFlow() {
        let parent = AppCoordinator()
        weak var releasedChild: {{ name }}Coordinator?
        do {
            releasedChild = start{{ name }}Flow(from: parent)

            // However the presentation goes away, the flow ends with it.
            parent.navigator.dismiss()
        }
{% else %}
    @Test func backButtonFinishesTheFlow() {
        let parent = AppCoordinator()
        weak var releasedChild: {{ name }}Coordinator?
        do {
            releasedChild = start{{ name }}Flow(from: parent)

            // What SwiftUI does when the user taps Back: it writes the path without the top screen.
            parent.navigator.path.removeLast()
        }
{% endif %}

        #expect(parent.childCoordinators.isEmpty)
        #expect(releasedChild == nil)
    }

    /// Starts the flow as `open{{ name }}Coordinator()` would, without needing the parent to have it.
    private func start{{ name }}Flow(from parent: AppCoordinator) -> {{ name }}Coordinator {
{% if presentsModally %}
        let child = {{ name }}Coordinator(navigator: Navigator())
{% else %}
        let child = {{ name }}Coordinator(navigator: parent.navigator)
{% endif %}
        child.onFinish = { [weak parent, weak child] in
            parent?.removeChild(child)
        }
        parent.addChild(child)
{% if presentsModally %}
        parent.navigator.present(AnyView(CoordinatorStack(coordinator: child)), style: .fullScreenCover, startingFlow: child)
{% else %}
        parent.navigator.push(child.firstScreen, startingFlow: child)
{% endif %}
        return child
    }
}

"""##,
        "swiftui/coordinator/CoordinatorTests.swift.stencil": #"""
{{ fileHeader }}

import SwiftUI
import XCTest
@testable import {{ moduleName }}

final class {{ name }}CoordinatorTests: XCTestCase {
    @MainActor
    func testFlowStartsWithItsOwnScreen() {
        let coordinator = {{ name }}Coordinator(navigator: Navigator())

        XCTAssertEqual(coordinator.firstScreen, .{{ caseIdentifier }})
    }

    @MainActor
    func testFinishedFlowLeavesTheScreenAndIsReleased() {
        let parent = AppCoordinator()
        weak var releasedChild: {{ name }}Coordinator?
        do {
            let child = start{{ name }}Flow(from: parent)
            releasedChild = child

            child.finish()
        }

{% if presentsModally %}
        XCTAssertNil(parent.navigator.fullScreenCover)
{% else %}
        XCTAssertTrue(parent.navigator.path.isEmpty)
{% endif %}
        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertNil(releasedChild)
    }

    @MainActor
{% if presentsModally %}
    func testDismissalFinishesTheFlow() {
        let parent = AppCoordinator()
        weak var releasedChild: {{ name }}Coordinator?
        do {
            releasedChild = start{{ name }}Flow(from: parent)

            // However the presentation goes away, the flow ends with it.
            parent.navigator.dismiss()
        }
{% else %}
    func testBackButtonFinishesTheFlow() {
        let parent = AppCoordinator()
        weak var releasedChild: {{ name }}Coordinator?
        do {
            releasedChild = start{{ name }}Flow(from: parent)

            // What SwiftUI does when the user taps Back: it writes the path without the top screen.
            parent.navigator.path.removeLast()
        }
{% endif %}

        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertNil(releasedChild)
    }

    /// Starts the flow as `open{{ name }}Coordinator()` would, without needing the parent to have it.
    @MainActor
    private func start{{ name }}Flow(from parent: AppCoordinator) -> {{ name }}Coordinator {
{% if presentsModally %}
        let child = {{ name }}Coordinator(navigator: Navigator())
{% else %}
        let child = {{ name }}Coordinator(navigator: parent.navigator)
{% endif %}
        child.onFinish = { [weak parent, weak child] in
            parent?.removeChild(child)
        }
        parent.addChild(child)
{% if presentsModally %}
        parent.navigator.present(AnyView(CoordinatorStack(coordinator: child)), style: .fullScreenCover, startingFlow: child)
{% else %}
        parent.navigator.push(child.firstScreen, startingFlow: child)
{% endif %}
        return child
    }
}

"""#,
        "swiftui/project/App.swift.stencil": #"""
{{ fileHeader }}

import SwiftUI

@main
struct {{ projectName }}App: App {
    /// The root of the coordinator tree, made once and kept for the app's whole life.
    @StateObject private var appCoordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            CoordinatorStack(coordinator: appCoordinator)
        }
    }
}

"""#,
        "swiftui/project/AppCoordinator.swift.stencil": #"""
{{ fileHeader }}

import SwiftUI

/// The root of the coordinator tree: it owns the app's navigation stack, with the Home screen at its
/// root. `coordgen new coordinator <Name> --parent App` adds `open<Name>Coordinator()` here, and
/// `coordgen new screen <Name> --coordinator App` a screen.
final class AppCoordinator: BaseCoordinator, Coordinator {
    /// Everything this flow shows: its screens, and the flows it starts. coordgen adds a case for each
    /// new screen and child flow, and the case's view to `view(for:)`.
    enum Destination: Hashable {
        case home
        /// A plain screen with a title, to push while the real one is not written yet.
        case placeholder(title: String)
    }

    var firstScreen: Destination { .home }

    init() {
        super.init(navigator: Navigator())
    }

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .home:
            HomeView(onFinish: { [weak self] in
                self?.homeDidFinish()
            })
        case .placeholder(let title):
            Text(title)
                .navigationTitle(title)
        }
    }

    /// What follows the home screen. Start a child flow from here instead, for example
    /// `openReservationCoordinator()` after `coordgen new coordinator Reservation --parent App`.
    private func homeDidFinish() {
        push(.placeholder(title: "Next"))
    }
}

"""#,
        "swiftui/project/AppCoordinatorTests.SwiftTesting.swift.stencil": ##"""
{{ fileHeader }}

import SwiftUI
import Testing
@testable import {{ moduleName }}

@MainActor
struct AppCoordinatorTests {
    @Test func startsWithTheHomeScreenAtTheRoot() {
        let coordinator = AppCoordinator()

        #expect(coordinator.firstScreen == .home)
        #expect(coordinator.navigator.path.isEmpty)
        #expect(coordinator.childCoordinators.isEmpty)
    }

    @Test func pushPopAndPopToRoot() {
        let coordinator = AppCoordinator()

        coordinator.push(.placeholder(title: "One"))
        coordinator.push(.placeholder(title: "Two"))
        #expect(coordinator.navigator.path.count == 2)

        coordinator.pop()
        #expect(coordinator.navigator.path.count == 1)

        coordinator.popToRoot()
        #expect(coordinator.navigator.path.isEmpty)
    }
}

"""##,
        "swiftui/project/AppCoordinatorTests.swift.stencil": #"""
{{ fileHeader }}

import SwiftUI
import XCTest
@testable import {{ moduleName }}

final class AppCoordinatorTests: XCTestCase {
    @MainActor
    func testStartsWithTheHomeScreenAtTheRoot() {
        let coordinator = AppCoordinator()

        XCTAssertEqual(coordinator.firstScreen, .home)
        XCTAssertTrue(coordinator.navigator.path.isEmpty)
        XCTAssertTrue(coordinator.childCoordinators.isEmpty)
    }

    @MainActor
    func testPushPopAndPopToRoot() {
        let coordinator = AppCoordinator()

        coordinator.push(.placeholder(title: "One"))
        coordinator.push(.placeholder(title: "Two"))
        XCTAssertEqual(coordinator.navigator.path.count, 2)

        coordinator.pop()
        XCTAssertEqual(coordinator.navigator.path.count, 1)

        coordinator.popToRoot()
        XCTAssertTrue(coordinator.navigator.path.isEmpty)
    }
}

"""#,
        "swiftui/project/BaseCoordinator.swift.stencil": #"""
{{ fileHeader }}

import SwiftUI

/// What every coordinator has: the navigation stack it shows its screens on, its running children, and
/// a way to end. A parent keeps each child it starts in `childCoordinators` and sets the child's
/// `onFinish` to remove it, so a finished flow is released.
///
/// Why no `CoordinatorType` enum in this style: a parent reaches a child through the `Destination` case
/// that carries it, so nothing looks a coordinator up by type.
@MainActor
class BaseCoordinator: ObservableObject, Hashable {
    /// The navigation stack this flow's screens go on: its parent's for a pushed flow, a new one for the
    /// app's root flow and for presented flows.
    let navigator: Navigator
    /// The running child flows. A child stays alive while it is here or its screens are on a stack.
    private(set) var childCoordinators: [BaseCoordinator] = []
    /// Called once, when the flow finishes; the parent sets it to release this coordinator.
    var onFinish: (() -> Void)?
    /// Takes the flow's screens away; set by the navigator that pushed or presented its first screen.
    var removeScreens: (() -> Void)?
    private(set) var isFinished = false

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    /// Keeps `child` alive until it is removed.
    func addChild(_ child: BaseCoordinator) {
        guard !childCoordinators.contains(where: { $0 === child }) else { return }
        childCoordinators.append(child)
    }

    /// Releases `child`; only that one, by identity, so its siblings keep running.
    func removeChild(_ child: BaseCoordinator?) {
        guard let child else { return }
        childCoordinators.removeAll { $0 === child }
    }

    /// Ends the flow, once: its children end first, then its screens leave the stack (or its
    /// presentation is dismissed), then `onFinish` tells the parent.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        for child in childCoordinators.reversed() {
            child.finish()
        }
        childCoordinators.removeAll()
        removeScreens?()
        removeScreens = nil
        onFinish?()
        onFinish = nil
    }

    /// Pops the top screen of the flow's stack.
    func pop() {
        navigator.pop()
    }

    /// Pops every screen above the stack's root; the flows those screens belong to finish.
    func popToRoot() {
        navigator.popToRoot()
    }

    /// Dismisses what is presented over the flow's stack.
    func dismiss() {
        navigator.dismiss()
    }

    // A coordinator is itself: destinations that carry one compare it by identity.

    nonisolated static func == (lhs: BaseCoordinator, rhs: BaseCoordinator) -> Bool {
        lhs === rhs
    }

    nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

"""#,
        "swiftui/project/Coordinator.swift.stencil": #"""
{{ fileHeader }}

import SwiftUI

/// A coordinator owns one flow of the app: it decides which screen comes next and starts child
/// coordinators for sub-flows. Screens never navigate: they report what the user did through callbacks.
///
/// Everything a flow can show is a case of its `Destination` enum — its screens, and the child flows it
/// starts (a case that carries the child coordinator) — and `view(for:)` builds the view of each case.
/// `push(_:)` and `present(_:style:)` show a destination; `pop()`, `popToRoot()` and `dismiss()`, from
/// `BaseCoordinator`, take screens away. SwiftUI is main-actor isolated, and so is every coordinator.
@MainActor
protocol Coordinator: BaseCoordinator {
    /// Everything the flow shows; pushed onto a stack in a `Route` with this coordinator.
    associatedtype Destination: Hashable
    associatedtype DestinationView: View

    /// The screen the flow starts with: the root of its stack, or the screen its parent pushes.
    var firstScreen: Destination { get }

    /// The view of `destination`, with its callbacks wired to this coordinator.
    @ViewBuilder func view(for destination: Destination) -> DestinationView
}

extension Coordinator {
    /// Pushes `destination` onto the flow's navigation stack.
    func push(_ destination: Destination) {
        navigator.push(Route(destination, of: self))
    }

    /// Pushes `destination`, the first screen of `child`'s flow: the child finishes — and its parent
    /// releases it — when that screen leaves the stack, by `finish()`, Back, a swipe or `popToRoot()`.
    func push(_ destination: Destination, startingFlow child: BaseCoordinator) {
        navigator.push(Route(destination, of: self), startingFlow: child)
    }

    /// Presents `destination` over the flow's stack. With `child`, the presentation is `child`'s flow:
    /// it finishes when it is dismissed, by `finish()` or by the user swiping a sheet down.
    func present(_ destination: Destination, style: Presentation.Style = .sheet, startingFlow child: BaseCoordinator? = nil) {
        navigator.present(AnyView(view(for: destination)), style: style, startingFlow: child)
    }
}

"""#,
        "swiftui/project/CoordinatorStack.swift.stencil": #"""
{{ fileHeader }}

import SwiftUI

/// A `NavigationStack` run by a coordinator: the flow's first screen at the root, the destinations in
/// its navigator's path above it, and the navigator's sheet or full-screen cover over it. The app's root
/// flow shows its screens in one, and so does every presented flow.
struct CoordinatorStack<Flow: Coordinator>: View {
    let coordinator: Flow
    @ObservedObject private var navigator: Navigator

    init(coordinator: Flow) {
        self.coordinator = coordinator
        navigator = coordinator.navigator
    }

    var body: some View {
        NavigationStack(path: $navigator.path) {
            FlowRoot(coordinator: coordinator)
        }
        .sheet(item: $navigator.sheet) { presentation in
            presentation.content
        }
        .fullScreenCover(item: $navigator.fullScreenCover) { presentation in
            presentation.content
        }
    }
}

"""#,
        "swiftui/project/FlowRoot.swift.stencil": #"""
{{ fileHeader }}

import SwiftUI

/// A flow's first screen, registering the flow's routes on the stack it is shown in, so that the screens
/// the flow pushes later find their views. It is the root of a `CoordinatorStack`, and the view of the
/// destination a parent pushes to start a child flow on its own stack.
struct FlowRoot<Flow: Coordinator>: View {
    let coordinator: Flow

    var body: some View {
        coordinator.view(for: coordinator.firstScreen)
            .navigationDestination(for: Route<Flow>.self) { route in
                route.view
            }
    }
}

/// A destination on a navigation stack, together with the coordinator that shows it.
///
/// SwiftUI finds the view of a pushed value by its type, in the `navigationDestination` declared
/// closest to the stack's root. A route builds its view with its own coordinator, whichever
/// registration shows it, so a flow pushed twice onto one stack still gets its own screens.
struct Route<Flow: Coordinator>: Hashable {
    let destination: Flow.Destination
    /// Weak: a stack must not keep a finished flow alive.
    weak var coordinator: Flow?
    private let owner: ObjectIdentifier

    init(_ destination: Flow.Destination, of coordinator: Flow) {
        self.destination = destination
        self.coordinator = coordinator
        owner = ObjectIdentifier(coordinator)
    }

    static func == (lhs: Route, rhs: Route) -> Bool {
        lhs.owner == rhs.owner && lhs.destination == rhs.destination
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(owner)
        hasher.combine(destination)
    }

    /// The destination's view, from its own coordinator; nothing once that flow is gone.
    @MainActor @ViewBuilder
    var view: some View {
        if let coordinator {
            coordinator.view(for: destination)
        }
    }
}

"""#,
        "swiftui/project/Navigator.swift.stencil": #"""
{{ fileHeader }}

import SwiftUI

/// The state of one `NavigationStack`: the routes pushed onto its root, and the sheet or full-screen
/// cover presented over it. `CoordinatorStack` binds the stack to it; coordinators change it.
///
/// SwiftUI writes `path`, `sheet` and `fullScreenCover` itself when the user taps Back, swipes back or
/// swipes a sheet down, so the navigator watches them: a flow whose first screen leaves the path, or
/// whose presentation goes away, finishes, and its parent releases it.
@MainActor
final class Navigator: ObservableObject {
    @Published var path = NavigationPath() {
        didSet { finishFlowsThatLeft() }
    }

    @Published var sheet: Presentation? {
        didSet { presentationChanged(from: oldValue, to: sheet) }
    }

    @Published var fullScreenCover: Presentation? {
        didSet { presentationChanged(from: oldValue, to: fullScreenCover) }
    }

    /// A flow whose first screen was pushed at `depth` (the path's count with it on top).
    private struct PushedFlow {
        let depth: Int
        weak var flow: BaseCoordinator?
    }

    private var pushedFlows: [PushedFlow] = []

    /// Pushes `destination` onto the stack.
    func push(_ destination: some Hashable) {
        path.append(destination)
    }

    /// Pushes the first screen of `flow`, which finishes when that screen leaves the stack.
    func push(_ destination: some Hashable, startingFlow flow: BaseCoordinator) {
        path.append(destination)
        let depth = path.count
        pushedFlows.append(PushedFlow(depth: depth, flow: flow))
        flow.removeScreens = { [weak self] in
            self?.pop(toDepth: depth - 1)
        }
    }

    /// Pops the top screen, if the stack shows more than its root.
    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    /// Pops every screen above the root.
    func popToRoot() {
        pop(toDepth: 0)
    }

    /// Presents `content` in a sheet or a full-screen cover, dismissing what was presented before. With
    /// `flow`, the presentation is that flow's: it finishes when the presentation goes away.
    func present(_ content: AnyView, style: Presentation.Style, startingFlow flow: BaseCoordinator? = nil) {
        dismiss()
        let presentation = Presentation(content: content, onDismiss: { [weak flow] in
            flow?.finish()
        })
        let id = presentation.id
        flow?.removeScreens = { [weak self] in
            self?.dismiss(id)
        }
        switch style {
        case .sheet: sheet = presentation
        case .fullScreenCover: fullScreenCover = presentation
        }
    }

    /// Dismisses the sheet or full-screen cover, if one is presented.
    func dismiss() {
        sheet = nil
        fullScreenCover = nil
    }

    private func pop(toDepth depth: Int) {
        guard path.count > depth else { return }
        path.removeLast(path.count - depth)
    }

    private func dismiss(_ id: Presentation.ID) {
        if sheet?.id == id { sheet = nil }
        if fullScreenCover?.id == id { fullScreenCover = nil }
    }

    /// Finishes, top first, the flows whose first screen is no longer on the path.
    private func finishFlowsThatLeft() {
        let count = path.count
        let left = pushedFlows.filter { $0.depth > count }
        // Removed before they finish: finishing pops, which comes back here.
        pushedFlows.removeAll { $0.depth > count }
        for pushed in left.reversed() {
            pushed.flow?.finish()
        }
    }

    private func presentationChanged(from old: Presentation?, to new: Presentation?) {
        guard let old, old.id != new?.id else { return }
        old.onDismiss?()
    }
}

"""#,
        "swiftui/project/Presentation.swift.stencil": #"""
{{ fileHeader }}

import SwiftUI

/// A view presented over a navigation stack: a screen, or a whole flow in a stack of its own.
struct Presentation: Identifiable {
    /// How it is presented. A sheet can be swiped down, so presented flows use a full-screen cover and
    /// end only through their own `finish()`.
    enum Style {
        case sheet
        case fullScreenCover
    }

    let id = UUID()
    let content: AnyView
    /// Runs once when the presentation goes away, whoever dismissed it.
    let onDismiss: (() -> Void)?
}

"""#,
        "swiftui/project/coordgen.yml.stencil": ##"""
# coordgen settings for {{ projectName }}. Paths are relative to this file.
# coordgen finds this file by walking up from the current folder, like git.
name: {{ projectName }}
style: {{ style }}
{% if organization %}
organization: {{ organizationYAML }}
{% endif %}
bundleId: {{ bundleId }}
{% if xcodeproj %}
# The Xcode project. Its app and test folders are synchronized groups: files coordgen adds later join
# their targets without editing the project.
xcodeproj: {{ xcodeproj }}
{% endif %}
# The framework of generated unit tests: swift-testing or xctest.
testing: {{ testing }}
paths:
  # Where `coordgen new coordinator` writes <Name>Coordinator.swift.
  coordinators: {{ projectName }}/Coordinators
  # Where screens (SwiftUI views) go.
  screens: {{ projectName }}/Screens
  # Where generated unit tests go.
  tests: {{ projectName }}Tests
# The comment at the top of every generated file: a Stencil template that may use fileName,
# projectName and organization.
header: |
{{ headerYAML }}
# Use your own copy of the templates (see `coordgen templates export`):
# templates: Templates

"""##,
        "swiftui/screen/View.swift.stencil": #"""
{{ fileHeader }}

import SwiftUI

/// The {{ title }} screen. It shows its content and reports what the user did through its callbacks;
/// it never navigates by itself: its coordinator decides what comes next.
struct {{ name }}View: View {
    /// Called when the user is done with this screen.
    let onFinish: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("{{ title }}")
                .font(.largeTitle)
            Button("Done") {
                onFinish()
            }
        }
        .navigationTitle("{{ title }}")
    }
}

"""#,
        "swiftui/snippets/FlowDestination.swift.stencil": #"""
case .{{ caseIdentifier }}(let coordinator):
{% if presentsModally %}
    CoordinatorStack(coordinator: coordinator)
{% else %}
    FlowRoot(coordinator: coordinator)
{% endif %}

"""#,
        "swiftui/snippets/OpenCoordinator.swift.stencil": #"""
{% if presentsModally %}
/// Starts the {{ title }} flow as a child of this coordinator, presented in a full-screen cover with a
/// navigation stack of its own; it is released when the flow ends.
func open{{ name }}Coordinator() {
    let coordinator = {{ name }}Coordinator(navigator: Navigator())
    coordinator.onFinish = { [weak self, weak coordinator] in
        self?.removeChild(coordinator)
    }
    addChild(coordinator)
    present(.{{ caseIdentifier }}(coordinator), style: .fullScreenCover, startingFlow: coordinator)
}
{% else %}
/// Starts the {{ title }} flow as a child of this coordinator, on this flow's navigation stack; it is
/// released when the flow ends, also when the user leaves it with Back.
func open{{ name }}Coordinator() {
    let coordinator = {{ name }}Coordinator(navigator: navigator)
    coordinator.onFinish = { [weak self, weak coordinator] in
        self?.removeChild(coordinator)
    }
    addChild(coordinator)
    push(.{{ caseIdentifier }}(coordinator), startingFlow: coordinator)
}
{% endif %}

"""#,
        "swiftui/snippets/PresentScreen.swift.stencil": #"""
/// Presents the {{ title }} screen in a sheet over this flow.
func present{{ name }}() {
    present(.{{ caseIdentifier }})
}

"""#,
        "swiftui/snippets/PushScreen.swift.stencil": #"""
/// Pushes the {{ title }} screen onto this flow's navigation stack.
func pushTo{{ name }}() {
    push(.{{ caseIdentifier }})
}

"""#,
        "swiftui/snippets/ScreenDestination.swift.stencil": #"""
case .{{ caseIdentifier }}:
    {{ name }}View(onFinish: { [weak self] in
{% if presentsModally %}
        self?.dismiss()
{% else %}
        self?.pop()
{% endif %}
    })

"""#,
        "uikit/coordinator/Coordinator.swift.stencil": #"""
{{ fileHeader }}

import UIKit

/// What the {{ title }} flow offers to the rest of the app.
@MainActor
protocol {{ name }}CoordinatorProtocol: Coordinator {
    /// Shows the first screen of the flow.
    func show{{ name }}()
}

/// Runs the {{ title }} flow{% if presentsModally %}, presented modally in its own navigation controller{% endif %}.
final class {{ name }}Coordinator: {{ name }}CoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .{{ caseIdentifier }} }

{% if presentsModally %}
    /// The navigation controller that presents this flow; the flow's own screens live in
    /// `navigationController`, a new stack.
    private let presentingNavigationController: UINavigationController

    init(_ navigationController: UINavigationController) {
        presentingNavigationController = navigationController
        self.navigationController = UINavigationController()
        // The flow ends through `finish()`, never by a swipe that would leave this coordinator behind.
        self.navigationController.isModalInPresentation = true
    }

    func start() {
        show{{ name }}()
        presentingNavigationController.present(navigationController, animated: true)
    }

    func show{{ name }}() {
{% if includesScreen %}
        let viewController = {{ name }}ViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
{% else %}
        // A plain screen until the flow has its own view controller: show that here instead, and
        // call close() when the user is done with the flow.
        let viewController = UIViewController()
        viewController.title = "{{ title }}"
        viewController.view.backgroundColor = .systemBackground
{% endif %}
        navigationController.setViewControllers([viewController], animated: false)
    }

    /// Dismisses the flow's screens, then tells the finish delegate.
    private func close() {
        // Only when the flow is still on screen: dismissing a controller that presents nothing would
        // dismiss that controller itself.
        if presentingNavigationController.presentedViewController === navigationController {
            presentingNavigationController.dismiss(animated: true)
        }
        finish()
    }
{% else %}
    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        screenBeforeFlow = navigationController.topViewController
        show{{ name }}()
    }

    func show{{ name }}() {
{% if includesScreen %}
        let viewController = {{ name }}ViewController()
        viewController.onFinish = { [weak self] in
            self?.close()
        }
{% else %}
        // A plain screen until the flow has its own view controller: show that here instead, and
        // call close() when the user is done with the flow.
        let viewController = UIViewController()
        viewController.title = "{{ title }}"
        viewController.view.backgroundColor = .systemBackground
{% endif %}
        navigationController.pushViewController(viewController, animated: true)
    }

    /// Takes the flow's screens off the stack, then tells the finish delegate.
    private func close() {
        if let screenBeforeFlow {
            navigationController.popToViewController(screenBeforeFlow, animated: true)
        }
        finish()
    }
{% endif %}
}

extension {{ name }}Coordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        // Only the finished child, by identity: its siblings keep running.
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}

"""#,
        "uikit/coordinator/CoordinatorTests.SwiftTesting.swift.stencil": ##"""
{{ fileHeader }}

import UIKit
import Testing
@testable import {{ moduleName }}

@MainActor
struct {{ name }}CoordinatorTests {
    @Test func startShows{{ name }}Screen() {
        let navigationController = UINavigationController()
        let coordinator = {{ name }}Coordinator(navigationController)

        coordinator.start()

        #expect(coordinator.navigationController.topViewController is {{ name }}ViewController)
        #expect(coordinator.type == .{{ caseIdentifier }})
    }

    @Test func finishTellsTheFinishDelegate() {
        let coordinator = {{ name }}Coordinator(UINavigationController())
        let finishDelegate = FinishDelegateSpy()
        coordinator.finishDelegate = finishDelegate

        coordinator.finish()

        #expect(finishDelegate.finishedCoordinators.count == 1)
        #expect(finishDelegate.finishedCoordinators.first === coordinator)
    }

    @Test func coordinatorIsReleasedOnceItsParentDropsIt() {
        let parent = AppCoordinator(UINavigationController())
        parent.start()
        weak var releasedChild: {{ name }}Coordinator?
        do {
            let child = {{ name }}Coordinator(parent.navigationController)
            child.finishDelegate = parent
            parent.childCoordinators.append(child)
            child.start()
            releasedChild = child

            child.finish()
        }

        #expect(parent.childCoordinators.isEmpty)
        #expect(releasedChild == nil)
    }
}

/// Records which coordinators reported that they finished.
@MainActor
private final class FinishDelegateSpy: CoordinatorFinishDelegate {
    private(set) var finishedCoordinators: [any Coordinator] = []

    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        finishedCoordinators.append(childCoordinator)
    }
}

"""##,
        "uikit/coordinator/CoordinatorTests.swift.stencil": #"""
{{ fileHeader }}

import UIKit
import XCTest
@testable import {{ moduleName }}

final class {{ name }}CoordinatorTests: XCTestCase {
    @MainActor
    func testStartShows{{ name }}Screen() {
        let navigationController = UINavigationController()
        let coordinator = {{ name }}Coordinator(navigationController)

        coordinator.start()

        XCTAssertTrue(coordinator.navigationController.topViewController is {{ name }}ViewController)
        XCTAssertEqual(coordinator.type, .{{ caseIdentifier }})
    }

    @MainActor
    func testFinishTellsTheFinishDelegate() {
        let coordinator = {{ name }}Coordinator(UINavigationController())
        let finishDelegate = FinishDelegateSpy()
        coordinator.finishDelegate = finishDelegate

        coordinator.finish()

        XCTAssertEqual(finishDelegate.finishedCoordinators.count, 1)
        XCTAssertTrue(finishDelegate.finishedCoordinators.first === coordinator)
    }

    @MainActor
    func testCoordinatorIsReleasedOnceItsParentDropsIt() {
        let parent = AppCoordinator(UINavigationController())
        parent.start()
        weak var releasedChild: {{ name }}Coordinator?
        do {
            let child = {{ name }}Coordinator(parent.navigationController)
            child.finishDelegate = parent
            parent.childCoordinators.append(child)
            child.start()
            releasedChild = child

            child.finish()
        }

        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertNil(releasedChild)
    }
}

/// Records which coordinators reported that they finished.
@MainActor
private final class FinishDelegateSpy: CoordinatorFinishDelegate {
    private(set) var finishedCoordinators: [any Coordinator] = []

    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        finishedCoordinators.append(childCoordinator)
    }
}

"""#,
        "uikit/project/AppCoordinator.swift.stencil": #"""
{{ fileHeader }}

import UIKit

/// What the root flow offers. `coordgen new coordinator <Name> --parent App` adds its
/// `open<Name>Coordinator()` here.
@MainActor
protocol AppCoordinatorProtocol: Coordinator {
    /// Shows the first screen of the app.
    func showHome()
}

/// The root of the coordinator tree. The scene delegate keeps it alive and starts it.
final class AppCoordinator: AppCoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .app }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        showHome()
    }

    func showHome() {
        let viewController = HomeViewController()
        viewController.onFinish = { [weak self] in
            self?.homeDidFinish()
        }
        navigationController.setViewControllers([viewController], animated: false)
    }

    /// What follows the home screen. Start a child flow from here, for example
    /// `openReservationCoordinator()` after `coordgen new coordinator Reservation --parent App`.
    private func homeDidFinish() {}
}

extension AppCoordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}

"""#,
        "uikit/project/AppCoordinatorTests.SwiftTesting.swift.stencil": ##"""
{{ fileHeader }}

import UIKit
import Testing
@testable import {{ moduleName }}

@MainActor
struct AppCoordinatorTests {
    @Test func startShowsTheHomeScreen() {
        let navigationController = UINavigationController()
        let coordinator = AppCoordinator(navigationController)

        coordinator.start()

        #expect(navigationController.viewControllers.first is HomeViewController)
        #expect(navigationController.viewControllers.count == 1)
    }

    @Test func appCoordinatorIsTheRootOfTheTree() {
        let coordinator = AppCoordinator(UINavigationController())

        #expect(coordinator.type == .app)
        #expect(coordinator.childCoordinators.isEmpty)
        #expect(coordinator.findCoordinator(type: .app) == nil)
    }
}

"""##,
        "uikit/project/AppCoordinatorTests.swift.stencil": #"""
{{ fileHeader }}

import UIKit
import XCTest
@testable import {{ moduleName }}

final class AppCoordinatorTests: XCTestCase {
    @MainActor
    func testStartShowsTheHomeScreen() {
        let navigationController = UINavigationController()
        let coordinator = AppCoordinator(navigationController)

        coordinator.start()

        XCTAssertTrue(navigationController.viewControllers.first is HomeViewController)
        XCTAssertEqual(navigationController.viewControllers.count, 1)
    }

    @MainActor
    func testAppCoordinatorIsTheRootOfTheTree() {
        let coordinator = AppCoordinator(UINavigationController())

        XCTAssertEqual(coordinator.type, .app)
        XCTAssertTrue(coordinator.childCoordinators.isEmpty)
        XCTAssertNil(coordinator.findCoordinator(type: .app))
    }
}

"""#,
        "uikit/project/AppDelegate.swift.stencil": #"""
{{ fileHeader }}

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

"""#,
        "uikit/project/Coordinator.swift.stencil": #"""
{{ fileHeader }}

import UIKit

/// A coordinator owns one flow of the app: it creates the screens, decides what comes next and starts
/// child coordinators for sub-flows. View controllers never navigate by themselves.
///
/// Coordinators form a tree with `AppCoordinator` at the root. A parent keeps its children in
/// `childCoordinators` and becomes their `finishDelegate`, so it can drop a child once its flow is done.
/// UIKit is main-actor isolated, and so is every coordinator.
@MainActor
protocol Coordinator: AnyObject {
    /// Told when this coordinator's flow is finished; usually the parent coordinator.
    var finishDelegate: (any CoordinatorFinishDelegate)? { get set }
    /// The navigation stack this flow shows its screens in.
    var navigationController: UINavigationController { get set }
    /// The running child flows. A child stays alive exactly as long as it is in this list.
    var childCoordinators: [any Coordinator] { get set }
    /// Which flow this is, for `findCoordinator(type:)`.
    var type: CoordinatorType { get }

    init(_ navigationController: UINavigationController)

    /// Shows the first screen of the flow.
    func start()
    /// Ends the flow: drops its children and tells the finish delegate.
    func finish()
    /// The first coordinator of the given type in the tree below this one, searched depth first.
    func findCoordinator(type: CoordinatorType) -> (any Coordinator)?
}

extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }

    func findCoordinator(type: CoordinatorType) -> (any Coordinator)? {
        for child in childCoordinators {
            if child.type == type {
                return child
            }
            if let match = child.findCoordinator(type: type) {
                return match
            }
        }
        return nil
    }
}

"""#,
        "uikit/project/CoordinatorFinishDelegate.swift.stencil": #"""
{{ fileHeader }}

/// Told by a child coordinator when its flow is finished, so the parent can drop it.
@MainActor
protocol CoordinatorFinishDelegate: AnyObject {
    /// Remove `childCoordinator` (and only it, by identity) from `childCoordinators`.
    func coordinatorDidFinish(childCoordinator: any Coordinator)
}

"""#,
        "uikit/project/CoordinatorType.swift.stencil": #"""
{{ fileHeader }}

/// Every flow of the app. `coordgen new coordinator` adds a case here for each new coordinator.
enum CoordinatorType {
    case app
}

"""#,
        "uikit/project/SceneDelegate.swift.stencil": #"""
{{ fileHeader }}

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    /// The root of the coordinator tree. Nothing else holds it, so the scene keeps it alive.
    private var appCoordinator: AppCoordinator?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let navigationController = UINavigationController()
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigationController
        self.window = window

        let appCoordinator = AppCoordinator(navigationController)
        self.appCoordinator = appCoordinator
        appCoordinator.start()

        window.makeKeyAndVisible()
    }
}

"""#,
        "uikit/project/coordgen.yml.stencil": ##"""
# coordgen settings for {{ projectName }}. Paths are relative to this file.
# coordgen finds this file by walking up from the current folder, like git.
name: {{ projectName }}
style: {{ style }}
{% if organization %}
organization: {{ organizationYAML }}
{% endif %}
bundleId: {{ bundleId }}
{% if xcodeproj %}
# The Xcode project. Its app and test folders are synchronized groups: files coordgen adds later join
# their targets without editing the project.
xcodeproj: {{ xcodeproj }}
{% endif %}
# The framework of generated unit tests: swift-testing or xctest.
testing: {{ testing }}
paths:
  # Where `coordgen new coordinator` writes <Name>Coordinator.swift.
  coordinators: {{ projectName }}/Coordinators
  # Where view controllers go.
  screens: {{ projectName }}/Screens
  # Where generated unit tests go.
  tests: {{ projectName }}Tests
  # The file that declares `enum CoordinatorType`. If it moves, update this path; when the file is
  # missing, coordgen searches the project for the enum.
  coordinatorType: {{ projectName }}/Coordinators/CoordinatorType.swift
# The comment at the top of every generated file: a Stencil template that may use fileName,
# projectName and organization.
header: |
{{ headerYAML }}
# Use your own copy of the templates (see `coordgen templates export`):
# templates: Templates

"""##,
        "uikit/screen/ViewController.swift.stencil": #"""
{{ fileHeader }}

import UIKit

/// The {{ title }} screen. It shows its content and reports what the user did through its callbacks;
/// it never navigates by itself: its coordinator decides what comes next.
final class {{ name }}ViewController: UIViewController {
    /// Called when the user is done with this screen.
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "{{ title }}"
        view.backgroundColor = .systemBackground

        let doneButton = UIButton(type: .system, primaryAction: UIAction(title: "Done") { [weak self] _ in
            self?.onFinish?()
        })
        doneButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(doneButton)
        NSLayoutConstraint.activate([
            doneButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            doneButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

"""#,
        "uikit/snippets/FinishDelegateConformance.swift.stencil": #"""
extension {{ name }}Coordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        // Only the finished child, by identity: its siblings keep running.
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}

"""#,
        "uikit/snippets/OpenCoordinator.swift.stencil": #"""
/// Starts the {{ title }} flow as a child of this coordinator.
func open{{ name }}Coordinator() {
    let coordinator = {{ name }}Coordinator(navigationController)
    coordinator.finishDelegate = self
    childCoordinators.append(coordinator)
    coordinator.start()
}

"""#,
        "uikit/snippets/PresentScreen.swift.stencil": #"""
/// Presents the {{ title }} screen modally over this flow.
func present{{ name }}() {
    let viewController = {{ name }}ViewController()
    viewController.onFinish = { [weak self] in
        self?.navigationController.dismiss(animated: true)
    }
    navigationController.present(viewController, animated: true)
}

"""#,
        "uikit/snippets/PushScreen.swift.stencil": #"""
/// Pushes the {{ title }} screen onto this flow's navigation stack.
func pushTo{{ name }}() {
    let viewController = {{ name }}ViewController()
    viewController.onFinish = { [weak self] in
        self?.navigationController.popViewController(animated: true)
    }
    navigationController.pushViewController(viewController, animated: true)
}

"""#,
    ]
}
