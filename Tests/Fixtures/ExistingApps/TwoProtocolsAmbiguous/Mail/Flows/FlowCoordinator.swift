import UIKit

protocol FlowCoordinator: AnyObject {
    var rootViewController: UIViewController { get }
    func start()
}

final class ComposeFlowCoordinator: FlowCoordinator {
    let rootViewController = UIViewController()

    func start() {}
}
