import UIKit

// Every spelling of a screen navigating by itself, and what a screen may present on its own.

protocol Coordinator: AnyObject {
    func start()
}

final class AppCoordinator: Coordinator {
    let navigationController = UINavigationController()

    func start() {
        navigationController.setViewControllers([ListViewController()], animated: false)
    }
}

final class ListViewController: UIViewController {
    func openDetails() {
        self.navigationController?.pushViewController(DetailsViewController(), animated: true)  // expect: view-controller-navigates warning
    }

    func openDetailsForced() {
        navigationController!.pushViewController(DetailsViewController(), animated: false)  // expect: view-controller-navigates warning
    }

    func openSettings() {
        let settings = DetailsViewController()
        self.present(settings, animated: true, completion: nil)  // expect: view-controller-navigates warning
    }

    func openHelp() {
        show(DetailsViewController(), sender: self)  // expect: view-controller-navigates warning
    }

    func openSegue() {
        performSegue(withIdentifier: "details", sender: nil)  // expect: view-controller-navigates warning
    }

    /// A system controller made here belongs to the screen: not reported.
    func confirmDelete() {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        present(alert, animated: true)
    }
}

final class DetailsViewController: UIViewController {}
