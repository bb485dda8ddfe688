import UIKit

final class GuidesViewController: UIViewController {
    var onFinish: (() -> Void)?
}
