import UIKit

final class CardsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
    }
}
