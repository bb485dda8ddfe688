import UIKit

final class LostCardViewController: UIViewController {
    var onOrdered: (() -> Void)?
}
