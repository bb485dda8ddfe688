//___FILEHEADER___

import UIKit

/// What the ___VARIABLE_productName:identifier___ flow offers to the rest of the app.
@MainActor
protocol ___VARIABLE_productName:identifier___CoordinatorProtocol: Coordinator {
    /// Shows the first screen of the flow.
    func show___VARIABLE_productName:identifier___()
}

/// Runs the ___VARIABLE_productName:identifier___ flow, presented modally in its own navigation controller.
///
/// It is the delegate of its own navigation controller, so a child flow pushed there that the user
/// leaves with Back or a swipe is released.
final class ___VARIABLE_productName:identifier___Coordinator: NSObject, ___VARIABLE_productName:identifier___CoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .___VARIABLE_caseName:identifier___ }

    /// The navigation controller that presents this flow; the flow's own screens live in
    /// `navigationController`, a new stack.
    private let presentingNavigationController: UINavigationController

    init(_ navigationController: UINavigationController) {
        presentingNavigationController = navigationController
        self.navigationController = UINavigationController()
        super.init()
        // The flow ends through `finish()`, never by a swipe that would leave this coordinator behind.
        self.navigationController.isModalInPresentation = true
        self.navigationController.delegate = self
    }

    func start() {
        show___VARIABLE_productName:identifier___()
        presentingNavigationController.present(navigationController, animated: true)
    }

    func show___VARIABLE_productName:identifier___() {
        // A plain screen until the flow has its own view controller: show that here instead, and
        // call close() when the user is done with the flow.
        let viewController = UIViewController()
        viewController.title = "___VARIABLE_productName:identifier___"
        viewController.view.backgroundColor = .systemBackground
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
}

extension ___VARIABLE_productName:identifier___Coordinator: CoordinatorFinishDelegate {
    func coordinatorDidFinish(childCoordinator: any Coordinator) {
        // Only the finished child, by identity: its siblings keep running.
        childCoordinators.removeAll { $0 === childCoordinator }
    }
}

extension ___VARIABLE_productName:identifier___Coordinator: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        finishFlowsPopped(from: navigationController)
    }
}
