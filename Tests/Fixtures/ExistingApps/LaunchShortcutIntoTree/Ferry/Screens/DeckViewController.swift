import UIKit

final class DeckViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Deck"
    }
}
