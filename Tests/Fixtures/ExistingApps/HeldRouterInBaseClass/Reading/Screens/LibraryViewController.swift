import UIKit

final class LibraryViewController: UIViewController {
    var onOpenBook: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
    }
}
