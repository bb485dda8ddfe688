import UIKit

/// The watering schedule.
final class WateringViewController: UIViewController {
    var onSeedsTapped: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Watering"
    }
}
