import UIKit

final class HomeViewController: UIViewController {
    var onOpen: ((HomeDestination) -> Void)?
}
