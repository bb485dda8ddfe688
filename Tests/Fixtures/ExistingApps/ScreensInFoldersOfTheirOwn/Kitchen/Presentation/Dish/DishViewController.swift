import UIKit

/// One dish.
final class DishViewController: BaseViewController<String> {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = model
    }
}
