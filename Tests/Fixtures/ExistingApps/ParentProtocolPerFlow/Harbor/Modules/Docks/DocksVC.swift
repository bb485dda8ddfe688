import UIKit

/// The docks.
final class DocksVC: UIViewController {
    var onLeave: (() -> Void)?
}
