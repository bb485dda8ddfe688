import UIKit

/// One painting.
final class PaintingDetailViewController: BaseViewController<UIView> {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Painting"
    }
}
