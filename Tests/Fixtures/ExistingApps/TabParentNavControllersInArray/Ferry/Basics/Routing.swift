import UIKit

protocol Showable: AnyObject {
    func toShow() -> UIViewController?
}

extension UIViewController: Showable {
    func toShow() -> UIViewController? { self }
}

protocol RouterDelegate: AnyObject {
    func setRoot(_ module: Showable?)
}

/// Shows screens on the stack each flow is handed.
protocol Routing: AnyObject {
    func setRoot(module: Showable)
    func push(_ module: Showable?, onto stack: UINavigationController)
    func popToRoot(_ module: Showable?)
}

final class Router: Routing {
    private weak var delegate: RouterDelegate?

    init(delegate: RouterDelegate) {
        self.delegate = delegate
    }

    func setRoot(module: Showable) {
        delegate?.setRoot(module)
    }

    func push(_ module: Showable?, onto stack: UINavigationController) {
        guard let controller = module?.toShow() else { return }
        stack.pushViewController(controller, animated: true)
    }

    func popToRoot(_ module: Showable?) {
        module?.toShow()?.navigationController?.popToRootViewController(animated: true)
    }
}
