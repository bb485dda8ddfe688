import UIKit

protocol Coordinator: AnyObject {
    func start()
}

final class AppCoordinator: Coordinator {
    let navigationController = UINavigationController()

    func start() {
        navigationController.setViewControllers([ProductListViewController()], animated: false)
    }
}

final class ProductListViewController: UIViewController {
    var onSelectProduct: (() -> Void)?
    var onHelp: (() -> Void)?

    func didSelectProduct() {
        onSelectProduct?()
    }

    func didTapHelp() {
        onHelp?()
    }

    /// An alert belongs to the screen: presenting it is not navigation.
    func didFailToLoad() {
        let alert = UIAlertController(title: "Offline", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

final class ProductDetailsViewController: UIViewController {
    var onBuy: (() -> Void)?

    func didTapBuy() {
        onBuy?()
    }
}
