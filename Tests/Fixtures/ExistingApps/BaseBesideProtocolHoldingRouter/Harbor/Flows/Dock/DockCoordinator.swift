import UIKit

protocol DockCoordinator: Coordinatable {
    var onFinish: (() -> Void)? { get set }
}

final class DockCoordinatorImpl: BaseCoordinator, DockCoordinator {
    var onFinish: (() -> Void)?
    private let berth: Int

    init(services: Services, router: Routable, berth: Int) {
        self.berth = berth
        super.init(services: services, router: router)
    }

    func start() {
        let viewController = DockViewController()
        viewController.title = "\(services.harbourName) \(berth)"
        viewController.onDone = { [weak self] in
            self?.onFinish?()
        }
        router.setRootModule(viewController)
    }
}
