import UIKit

final class BookingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Booking"
    }
}
