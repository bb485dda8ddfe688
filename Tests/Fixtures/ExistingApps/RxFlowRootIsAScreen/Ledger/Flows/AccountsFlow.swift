import RxFlow
import UIKit

enum AccountsStep: Step {
    case start
    case entry
    case entryIsComplete
}

/// Its root is the accounts screen itself; it pushes on the stack that screen sits in.
final class AccountsFlow: Flow {
    var root: Presentable {
        return accountsViewController
    }

    private lazy var accountsViewController = AccountsViewController()

    private var navigationController: UINavigationController? {
        return accountsViewController.navigationController
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let accountsStep = step as? AccountsStep else {
            return .none
        }
        switch accountsStep {
        case .start:
            return .none
        case .entry:
            let entryViewController = EntryViewController()
            navigationController?.pushViewController(entryViewController, animated: true)
            return .none
        case .entryIsComplete:
            navigationController?.popViewController(animated: true)
            return .none
        }
    }
}
