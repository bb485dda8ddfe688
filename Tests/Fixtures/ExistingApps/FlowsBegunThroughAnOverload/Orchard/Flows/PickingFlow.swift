import UIKit

final class PickingFlow: PageFlow {
    unowned var navigationController: OrchardNavigationController

    init(navigationController: OrchardNavigationController) {
        self.navigationController = navigationController
    }

    func begin() {
        let page = PickingViewController()
        page.onPrune = { [weak self] in
            guard let self else { return }
            PruningFlow(navigationController: self.navigationController).begin(animated: true)
        }
        navigationController.pushPage(page)
    }
}
