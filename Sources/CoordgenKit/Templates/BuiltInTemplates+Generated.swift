// Generated from Templates/ by `COORDGEN_RECORD=1 swift test --filter BuiltInTemplatesTests`. Do not edit.
// swift-format-ignore-file

/// The built-in templates, keyed by their path under `Templates/`.
enum BuiltInTemplates {
    static let files: [String: String] = [
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
