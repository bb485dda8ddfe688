import RxFlow
import UIKit

final class BooksFlow: NavigationFlow {
    override func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? BooksStep else { return .none }

        switch step {
        case .root:
            return push(to: BooksViewController.self)
        case .details(let id):
            return push(to: BookDetailsViewController.self, with: id)
        }
    }
}
