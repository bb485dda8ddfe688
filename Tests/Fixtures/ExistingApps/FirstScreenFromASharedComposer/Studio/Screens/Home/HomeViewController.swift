import UIKit

final class HomeViewController: UIViewController {
    var onAgenda: (() -> Void)?
}
