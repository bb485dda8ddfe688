import UIKit

/// The tools hanging in the shed.
final class ToolsViewController: UIViewController, ToolsModule {
    var screen: UIViewController { self }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tools"
        view.backgroundColor = .systemBackground
    }
}
