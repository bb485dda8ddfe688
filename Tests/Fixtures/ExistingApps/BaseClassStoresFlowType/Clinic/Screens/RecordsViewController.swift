import UIKit

final class RecordsViewController: UIViewController {
	override func viewDidLoad() {
		super.viewDidLoad()
		title = "Records"
	}
}
