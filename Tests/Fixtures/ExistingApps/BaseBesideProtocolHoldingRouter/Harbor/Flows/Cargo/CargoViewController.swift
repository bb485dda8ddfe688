import UIKit

final class CargoViewController: UIViewController {
    var onDone: (() -> Void)?
}
