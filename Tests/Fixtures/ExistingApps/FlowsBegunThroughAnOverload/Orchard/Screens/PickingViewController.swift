import UIKit

final class PickingViewController: UIViewController {
    var onPrune: (() -> Void)?
}
