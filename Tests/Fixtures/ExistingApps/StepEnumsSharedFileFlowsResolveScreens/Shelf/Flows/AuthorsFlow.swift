import RxFlow
import UIKit

final class AuthorsFlow: NavigationFlow {
    override func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AuthorsStep else { return .none }

        switch step {
        case .root:
            return push(to: AuthorsViewController.self)
        }
    }
}
