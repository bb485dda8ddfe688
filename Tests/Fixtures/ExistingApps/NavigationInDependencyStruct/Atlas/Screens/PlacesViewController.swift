import UIKit

final class PlacesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Places"
    }
}
