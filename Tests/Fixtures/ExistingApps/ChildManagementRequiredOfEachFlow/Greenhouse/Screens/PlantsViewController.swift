import UIKit

final class PlantsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plants"
    }
}
