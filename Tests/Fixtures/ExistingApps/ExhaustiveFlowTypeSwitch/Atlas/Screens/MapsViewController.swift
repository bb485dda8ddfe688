import UIKit

final class MapsViewController: UIViewController {
    var onFinish: (() -> Void)?
}
