import UIKit

final class DockViewController: UIViewController {
    var onDone: (() -> Void)?
}
