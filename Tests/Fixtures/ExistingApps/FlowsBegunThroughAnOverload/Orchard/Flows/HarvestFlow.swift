import UIKit

final class HarvestFlow: PageFlow {
    unowned var navigationController: OrchardNavigationController

    private lazy var pickingFlow = PickingFlow(navigationController: navigationController)

    init(navigationController: OrchardNavigationController) {
        self.navigationController = navigationController
    }

    func begin() {
        let page = HarvestViewController()
        page.onPick = { [weak self] in self?.pickingFlow.begin() }
        navigationController.pushPage(page, animated: false)
    }
}
