import UIKit

final class HomeViewController: UIViewController {
    enum Event {
        case showPersonalChat(user: String)
        case refresh
    }

    var onEvent: ((Event) -> Void)?

    func didSelect(user: String) {
        onEvent?(.showPersonalChat(user: user))
    }
}
