import UIKit

/// The cabins screen.
final class CabinsViewController: UIViewController {
    var onDone: (() -> Void)?
}
