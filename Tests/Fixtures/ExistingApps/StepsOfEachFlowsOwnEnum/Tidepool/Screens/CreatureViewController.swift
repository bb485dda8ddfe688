import UIKit

final class CreatureViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Creature"
    }
}
