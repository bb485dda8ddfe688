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
