import UIKit

final class ChatCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var type: CoordinatorType { .chat }

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewController = ChatViewController(kind: .groupChat)
        viewController.coordinator = self
        navigationController.pushViewController(viewController, animated: false)
    }

    func openPersonalChat(with user: String) {
        let viewController = ChatViewController(kind: .personalChat)
        viewController.title = title(of: .personalChat) + " " + user
        viewController.coordinator = self
        navigationController.pushViewController(viewController, animated: true)
    }

    private func title(of kind: ConversationKind) -> String {
        switch kind {
        case .personalChat:
            return "Direct"
        case .groupChat:
            return "Group"
        }
    }
}
