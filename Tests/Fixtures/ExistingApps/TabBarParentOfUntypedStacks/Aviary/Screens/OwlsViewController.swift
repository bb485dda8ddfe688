import UIKit

final class OwlsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Owls"
    }
}
