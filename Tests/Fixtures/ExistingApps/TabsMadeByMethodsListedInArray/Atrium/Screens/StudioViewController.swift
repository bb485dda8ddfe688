import UIKit

final class StudioViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Studio"
    }
}
