import RxFlow
import UIKit

final class BirdsFlow: NavigationFlow {
    override func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? BirdsStep else { return .none }
        switch step {
        case .root:
            return push(BirdsViewController())
        }
    }
}
