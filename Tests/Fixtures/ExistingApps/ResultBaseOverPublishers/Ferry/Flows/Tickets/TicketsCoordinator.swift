import Combine
import UIKit

/// How buying a ticket ends.
enum TicketsResult {
    case bought(Int)
    case cancelled
}

final class TicketsCoordinator: BaseCoordinator<TicketsResult> {
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    override func start() -> AnyPublisher<TicketsResult, Never> {
        let viewController = TicketsViewController()
        presenter.present(UINavigationController(rootViewController: viewController), animated: true)
        return Just(.cancelled).eraseToAnyPublisher()
    }
}
