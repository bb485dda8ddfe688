import RxFlow
import UIKit

final class NestsFlow: NavigationFlow {
    override func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? NestsStep else { return .none }
        switch step {
        case .root:
            return push(NestsViewController())
        }
    }
}
