import UIKit

final class DocksViewController: UIViewController {
    var onDone: (() -> Void)?
}
