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
}

final class ProductDetailsViewController: UIViewController {
    var onBuy: (() -> Void)?

    func didTapBuy() {
        onBuy?()
    }
}
