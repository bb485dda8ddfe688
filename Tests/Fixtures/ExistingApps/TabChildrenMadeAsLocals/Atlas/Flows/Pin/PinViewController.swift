import UIKit

final class PinViewController: UIViewController {
    var onClose: (() -> Void)?
}
