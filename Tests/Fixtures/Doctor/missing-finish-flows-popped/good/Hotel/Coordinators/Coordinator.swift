import UIKit

/// The protocol since the Back fix: the stack's owner finishes the flows the user left with Back.
@MainActor
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get set }
    var childCoordinators: [any Coordinator] { get set }
    var firstPushedScreen: UIViewController? { get }
    func start()
    func finish()
}

extension Coordinator {
    func finishFlowsPopped(from navigationController: UINavigationController) {
        for child in childCoordinators where child.navigationController === navigationController {
            if let screen = child.firstPushedScreen, !navigationController.viewControllers.contains(where: { $0 === screen }) {
                child.finish()
            }
        }
    }
}
