import UIKit

final class TicketsViewController: UIViewController {
    var onBought: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tickets"
    }
}
