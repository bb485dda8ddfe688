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
    func didSelectProduct() {
        let details = ProductDetailsViewController()
        navigationController?.pushViewController(details, animated: true)  // expect: view-controller-navigates
    }

    func didTapHelp() {
        present(UIViewController(), animated: true)  // expect: view-controller-navigates
    }
}

final class ProductDetailsViewController: UIViewController {
    var onBuy: (() -> Void)?

    func didTapBuy() {
        onBuy?()
    }
}
