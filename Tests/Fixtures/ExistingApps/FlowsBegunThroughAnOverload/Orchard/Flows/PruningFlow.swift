import UIKit

final class PruningFlow: PageFlow {
    unowned var navigationController: OrchardNavigationController

    init(navigationController: OrchardNavigationController) {
        self.navigationController = navigationController
    }

    func begin() {
        navigationController.pushPage(PruningViewController())
    }
}
