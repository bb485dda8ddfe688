import UIKit

final class TanksCoordinator: Flow, Endable {
    var onEnd: (() -> Void)?
    var navigator: Navigating

    init(navigator: Navigating) {
        self.navigator = navigator
    }

    func start() {
        let screen = TanksViewController()
        screen.onDone = { [weak self] in
            self?.navigator.pop()
            self?.onEnd?()
        }
        navigator.push(screen: screen)
    }
}
