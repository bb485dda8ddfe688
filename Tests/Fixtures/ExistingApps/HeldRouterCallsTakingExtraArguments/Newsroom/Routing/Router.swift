import UIKit

/// Anything the router can show: every view controller is.
@MainActor
protocol Showable {
    var shownController: UIViewController? { get }
}

extension UIViewController: Showable {
    var shownController: UIViewController? { self }
}

/// Called back once the user leaves a screen with Back or a swipe.
typealias LeftHandler = () -> Void

/// Every call says whether to animate and what to run once the screen is left; none has a default.
@MainActor
protocol RouterProtocol: AnyObject {
    func push(_ showable: Showable, isAnimated: Bool, onLeave: LeftHandler?)
    func present(_ showable: Showable, isAnimated: Bool, onLeave: LeftHandler?)
    func pop(_ isAnimated: Bool)
    func dismiss(_ isAnimated: Bool)
}

final class Router: RouterProtocol {
    private let navigationController: UINavigationController
    private var leftHandlers: [ObjectIdentifier: LeftHandler] = [:]

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func push(_ showable: Showable, isAnimated: Bool, onLeave: LeftHandler?) {
        guard let controller = showable.shownController else { return }
        if let onLeave { leftHandlers[ObjectIdentifier(controller)] = onLeave }
        navigationController.pushViewController(controller, animated: isAnimated)
    }

    func present(_ showable: Showable, isAnimated: Bool, onLeave: LeftHandler?) {
        guard let controller = showable.shownController else { return }
        if let onLeave { leftHandlers[ObjectIdentifier(controller)] = onLeave }
        navigationController.present(controller, animated: isAnimated)
    }

    func pop(_ isAnimated: Bool) {
        guard let controller = navigationController.popViewController(animated: isAnimated) else { return }
        leftHandlers.removeValue(forKey: ObjectIdentifier(controller))?()
    }

    func dismiss(_ isAnimated: Bool) {
        navigationController.dismiss(animated: isAnimated)
    }
}
