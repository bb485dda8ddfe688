import UIKit

final class HomeViewController: UIViewController {
    var onShelf: (() -> Void)?
}
