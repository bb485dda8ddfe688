import UIKit

final class LogbookViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Logbook"
    }
}
