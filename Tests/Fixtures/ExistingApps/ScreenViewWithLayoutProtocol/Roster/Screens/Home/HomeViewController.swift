import UIKit

final class HomeViewController: UIViewController {
    var onMember: (() -> Void)?
}
