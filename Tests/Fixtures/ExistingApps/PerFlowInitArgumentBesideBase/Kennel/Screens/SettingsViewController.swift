import UIKit

final class SettingsViewController: UIViewController {
    var onDone: (() -> Void)?
}
