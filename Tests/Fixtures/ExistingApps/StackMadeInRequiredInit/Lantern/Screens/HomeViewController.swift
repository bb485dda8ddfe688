import UIKit

final class HomeViewController: UIViewController {
    var onFinish: (() -> Void)?
}
