import UIKit
import XCoordinator

/// What the home screen can ask for; it never navigates itself.
final class HomeViewModel {
    private let router: UnownedRouter<AppRoute>

    init(router: UnownedRouter<AppRoute>) {
        self.router = router
    }

    func showWalks() {
        router.trigger(.walks)
    }

    func showSettings() {
        router.trigger(.settings)
    }
}

final class HomeViewController: UIViewController {
    private let viewModel: HomeViewModel

    init(viewModel: HomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Kennel"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Settings", primaryAction: UIAction(title: "Settings") { [weak self] _ in self?.viewModel.showSettings() })
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Walks", primaryAction: UIAction(title: "Walks") { [weak self] _ in self?.viewModel.showWalks() })
    }
}
