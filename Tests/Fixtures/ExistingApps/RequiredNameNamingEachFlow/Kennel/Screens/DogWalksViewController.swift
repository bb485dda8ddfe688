import UIKit

final class DogWalksViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Walks"
    }
}
