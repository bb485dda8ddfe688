import UIKit

final class RoutesViewController: UIViewController {
    var onTickets: (() -> Void)?
    var onCrossing: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Routes"
    }
}
