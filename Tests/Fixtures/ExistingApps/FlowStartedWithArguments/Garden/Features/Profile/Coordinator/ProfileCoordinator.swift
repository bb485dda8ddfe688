import UIKit

/// Starts with an argument its parent passes (`start(user:)`, no protocol requires it), and shows its
/// screens through closure properties.
final class ProfileCoordinator: Coordinator {
    weak var finishDelegate: (any CoordinatorFinishDelegate)?
    let navigationController: UINavigationController
    var childCoordinators: [any Coordinator] = []
    var type: CoordinatorType { .profile }
    var photoViewController: ProfilePhotoViewController?

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start(user: String) {
        let badge = BadgeModel(profileCoordinator: self)
        badge.user = user
        showSummary(badge)
    }

    lazy var showSummary: (BadgeModel) -> Void = { [weak self] badge in
        guard let self else { return }
        let viewController = ProfileSummaryViewController(badge: badge)
        viewController.onPhoto = self.showPhoto
        self.navigationController.pushViewController(viewController, animated: true)
    }

    lazy var showPhoto: () -> Void = { [weak self] in
        guard let self else { return }
        let viewController = ProfilePhotoViewController()
        viewController.tabBarItem = UITabBarItem(title: "Photo", image: nil, tag: 1)
        self.photoViewController = viewController
        self.navigationController.pushViewController(viewController, animated: true)
    }
}
