import UIKit

final class TagsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Tags"
  }
}
