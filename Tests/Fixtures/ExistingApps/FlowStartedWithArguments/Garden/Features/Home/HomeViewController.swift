import UIKit

final class HomeViewController: UIViewController {
    var onShowProfile: ((String) -> Void)?
}
