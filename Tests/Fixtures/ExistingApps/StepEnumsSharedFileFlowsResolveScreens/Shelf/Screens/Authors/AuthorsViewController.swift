import UIKit

final class AuthorsViewController: BaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Authors"
    }
}
