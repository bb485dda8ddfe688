import UIKit

final class PantryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pantry"
    }
}
