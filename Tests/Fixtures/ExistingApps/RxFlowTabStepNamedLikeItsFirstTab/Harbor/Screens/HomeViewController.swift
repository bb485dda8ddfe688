import RxFlow
import RxRelay
import UIKit

/// The Home tab's first screen; it emits the steps its flow maps.
final class HomeViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }
}
