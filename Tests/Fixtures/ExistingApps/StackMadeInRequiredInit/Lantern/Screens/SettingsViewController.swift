import UIKit

final class SettingsViewController: UIViewController {
    var onFinish: (() -> Void)?
}
