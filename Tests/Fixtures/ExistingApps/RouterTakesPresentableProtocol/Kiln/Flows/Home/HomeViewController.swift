import UIKit

final class HomeViewController: UIViewController, Presentable {
    var onDone: (() -> Void)?
}
