import Combine
import UIKit

/// The tickets flow: one screen, then it publishes its end.
final class TicketsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    private let finished = PassthroughSubject<Void, Never>()
    var didFinishPublisher: AnyPublisher<Void, Never> { finished.eraseToAnyPublisher() }

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = TicketsViewController()
        screen.onDone = { [weak self] in self?.finished.send() }
        navigationController.pushViewController(screen, animated: true)
    }
}
