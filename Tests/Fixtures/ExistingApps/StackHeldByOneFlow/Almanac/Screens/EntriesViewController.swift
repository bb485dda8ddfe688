import UIKit

final class EntriesViewController: UIViewController {
    var onSelect: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Entries"
    }
}
