import UIKit

/// A flow that keeps its router to itself.
final class BookCoordinator: BaseCoordinator {
    var onFinish: (() -> Void)?
    private let router: Routing

    init(router: Routing) {
        self.router = router
    }

    override func start() {
        let viewController = BookViewController()
        viewController.onClose = { [weak self] in
            self?.router.popModule(animated: true)
            self?.onFinish?()
        }
        router.push(viewController, animated: true, completion: nil)
    }
}
