import UIKit

@MainActor
protocol Module {
    var moduleController: UIViewController? { get }
}

extension UIViewController: Module {
    var moduleController: UIViewController? { self }
}

/// The clinic's screens are shown modally over one plain root: the router has no stack to push onto.
@MainActor
protocol Routable: AnyObject {
    func presentModule(_ module: Module?)
    func dismissModule(_ module: Module?, completion: (() -> Void)?)
}

final class ModalRouter: Routable {
    private let root: UIViewController

    init(root: UIViewController) {
        self.root = root
    }

    func presentModule(_ module: Module?) {
        guard let controller = module?.moduleController else { return }
        root.present(controller, animated: true)
    }

    func dismissModule(_ module: Module?, completion: (() -> Void)?) {
        root.dismiss(animated: true, completion: completion)
    }
}
