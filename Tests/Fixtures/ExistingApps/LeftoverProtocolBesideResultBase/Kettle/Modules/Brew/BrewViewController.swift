import UIKit

final class BrewViewController: UIViewController {
    var onTimer: (() -> Void)?
    var onPantry: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Brew"
    }
}
