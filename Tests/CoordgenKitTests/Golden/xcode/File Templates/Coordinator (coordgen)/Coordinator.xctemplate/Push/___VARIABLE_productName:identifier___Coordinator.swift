//___FILEHEADER___

import UIKit

/// What the ___VARIABLE_productName:identifier___ flow offers to the rest of the app.
@MainActor
protocol ___VARIABLE_productName:identifier___CoordinatorProtocol: Coordinator {
    /// Shows the first screen of the flow.
    func show___VARIABLE_productName:identifier___()
}

/// Runs the ___VARIABLE_productName:identifier___ flow.
final class ___VARIABLE_productName:identifier___Coordinator: ___VARIABLE_productName:identifier___CoordinatorProtocol {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    var navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .___VARIABLE_caseName:identifier___ }

    /// The screen that was on top before this flow started; finishing the flow returns to it.
    private weak var screenBeforeFlow: UIViewController?
    /// The flow's first screen. When the user leaves it with Back or a swipe, the coordinator that owns
    /// the stack finishes this flow (see `finishFlowsPopped(from:)`).
    private(set) var firstPushedScreen: UIViewController?

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        screenBeforeFlow = navigationController.topViewController
        show___VARIABLE_productName:identifier___()
    }

    func show___VARIABLE_productName:identifier___() {
        // A plain screen until the flow has its own view controller: show that here instead, and
        // call close() when the user is done with the flow.
        let viewController = UIViewController()
        viewController.title = "___VARIABLE_productName:identifier___"
        viewController.view.backgroundColor = .systemBackground
        firstPushedScreen = viewController
        navigationController.pushViewController(viewController, animated: true)
    }

    /// Takes the flow's screens off the stack, then tells the finish delegate.
    private func close() {
        // This pop is the flow's own, not the user's Back: nothing else should finish the flow for it.
        firstPushedScreen = nil
        if let screenBeforeFlow {
            navigationController.popToViewController(screenBeforeFlow, animated: true)
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
