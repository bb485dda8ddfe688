import UIKit

final class ArchiveViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Archive"
  }
}
