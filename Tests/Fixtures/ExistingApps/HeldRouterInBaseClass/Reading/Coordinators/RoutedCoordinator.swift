import UIKit

/// A flow that shows its screens through the router it is handed, never a navigation controller.
class RoutedCoordinator: BaseCoordinator {
    let router: Routing

    init(router: Routing) {
        self.router = router
    }
}
