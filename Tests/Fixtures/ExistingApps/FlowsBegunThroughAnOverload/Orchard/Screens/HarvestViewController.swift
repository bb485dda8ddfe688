import UIKit

final class HarvestViewController: UIViewController {
    var onPick: (() -> Void)?
}
