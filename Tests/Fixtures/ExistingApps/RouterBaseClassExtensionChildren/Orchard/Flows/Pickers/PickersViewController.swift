import UIKit

final class PickersViewController: UIViewController {
    var onDone: (() -> Void)?
}
