import UIKit

final class TreeViewController: UIViewController {
    var onDone: (() -> Void)?
}
