import UIKit

final class VisitsViewController: UIViewController {
	override func viewDidLoad() {
		super.viewDidLoad()
		title = "Visits"
	}
}
