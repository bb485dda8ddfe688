import UIKit

final class BookViewController: UIViewController {
    var onClose: (() -> Void)?
}
