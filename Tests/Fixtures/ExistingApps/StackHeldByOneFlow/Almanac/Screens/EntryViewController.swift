import UIKit

final class EntryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Entry"
    }
}
