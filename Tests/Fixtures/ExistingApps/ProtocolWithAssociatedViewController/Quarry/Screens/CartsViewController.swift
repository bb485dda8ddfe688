import UIKit

final class CartsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Carts"
    }
}
