import UIKit

/// Who is boarding.
final class BoardingVC: UIViewController {
    var onDone: (() -> Void)?
}
