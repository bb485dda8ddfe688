import UIKit

protocol BuoysOutput: AnyObject {
    var onDone: (() -> Void)? { get set }
}

final class BuoysViewController: UIViewController, BuoysOutput {
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Buoys"
    }
}
