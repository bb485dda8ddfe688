import UIKit

final class PiersViewController: UIViewController {
    var onTickets: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Piers"
    }
}
