import UIKit

final class GalleryViewController: UIViewController {
    var onFinish: (() -> Void)?
    var onPaint: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
    }
}
