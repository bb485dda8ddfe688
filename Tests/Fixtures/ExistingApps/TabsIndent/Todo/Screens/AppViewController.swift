import UIKit

final class AppViewController: UIViewController {
	var onFinish: (() -> Void)?

	override func viewDidLoad() {
		super.viewDidLoad()
		title = "App"
		view.backgroundColor = .systemBackground
	}
}
