import UIKit

/// A step a flow can take: each flow declares its own enum of them.
protocol FlowStep {}

/// Something that moves between screens when told which step to take.
protocol StepHandling: AnyObject {
    func go(to step: FlowStep)
}

/// A flow on a navigation stack, with the flows it started.
protocol Coordinator: StepHandling {
    var navigationController: UINavigationController { get }
    var childCoordinators: [Coordinator] { get set }

    func start()
}
