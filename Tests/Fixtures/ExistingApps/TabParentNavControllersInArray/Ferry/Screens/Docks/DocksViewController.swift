import UIKit

protocol DocksOutput: AnyObject {
    var onDone: (() -> Void)? { get set }
}

final class DocksViewController: UIViewController, DocksOutput {
    var onDone: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Docks"
    }
}
