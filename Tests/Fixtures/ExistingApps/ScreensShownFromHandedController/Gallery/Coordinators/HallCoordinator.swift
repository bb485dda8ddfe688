import UIKit

/// The hall: one screen, made when the flow is, that the parent shows wherever it likes.
final class HallCoordinator: Coordinator, Presentable {
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?
    private let hallViewController = HallViewController()

    func start() {
        hallViewController.onLeave = { [weak self] in self?.onFinish?() }
    }

    func toPresentable() -> UIViewController {
        hallViewController
    }
}
