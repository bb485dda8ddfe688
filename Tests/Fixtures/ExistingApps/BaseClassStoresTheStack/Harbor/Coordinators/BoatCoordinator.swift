import UIKit

final class BoatCoordinator: StackCoordinator {
    private let boat: String

    init(boat: String, stack: UINavigationController) {
        self.boat = boat
        super.init(stack: stack)
    }

    override func start() {
        let screen = BoatViewController(boat: boat)
        screen.onClose = { [weak self] in
            self?.stack.popViewController(animated: true)
        }
        stack.pushViewController(screen, animated: true)
    }
}
