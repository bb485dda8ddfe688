import UIKit

final class RenewViewController: UIViewController {
    var onDone: (() -> Void)?
}
