import UIKit

final class TicketsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tickets"
    }
}
