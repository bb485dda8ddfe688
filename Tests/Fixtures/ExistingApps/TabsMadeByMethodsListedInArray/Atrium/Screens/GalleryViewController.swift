import UIKit

final class GalleryViewController: UIViewController {
    weak var coordinator: GalleryCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
    }
}
