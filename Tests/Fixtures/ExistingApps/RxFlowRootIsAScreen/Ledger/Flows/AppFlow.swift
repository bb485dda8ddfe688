import RxFlow
import UIKit

enum AppStep: Step {
    case start
    case accounts
}

/// The app's stack: the accounts flow's screen is its first.
final class AppFlow: Flow {
    var root: Presentable {
        return rootViewController
    }

    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let appStep = step as? AppStep else {
            return .none
        }
        switch appStep {
        case .start, .accounts:
            let accountsFlow = AccountsFlow()
            Flows.use(accountsFlow, when: .created) { [unowned self] root in
                self.rootViewController.setViewControllers([root], animated: false)
            }
            return .one(flowContributor: .contribute(withNextPresentable: accountsFlow, withNextStepper: OneStepper(withSingleStep: AccountsStep.start)))
        }
    }
}
