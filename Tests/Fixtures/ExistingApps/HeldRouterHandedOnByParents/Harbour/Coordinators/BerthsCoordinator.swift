import Foundation

final class BerthsCoordinator: BaseCoordinator {
    var finishFlow: (() -> Void)?

    private let router: Router
    private let ledger: BerthLedger

    init(router: Router, ledger: BerthLedger) {
        self.router = router
        self.ledger = ledger
    }

    override func start() {
        let screen = BerthsViewController(berths: ledger.freeBerths)
        screen.onLeave = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(screen)
    }
}
