import RxFlow
import RxRelay
import UIKit

/// The More tab's first screen; it emits the steps its flow maps.
final class MoreViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "More"
    }
}
