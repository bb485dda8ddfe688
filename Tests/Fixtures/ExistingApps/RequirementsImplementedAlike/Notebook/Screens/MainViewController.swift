import UIKit

final class MainViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Main"
  }
}
