import UIKit

final class SettingsViewController: UIViewController, Coordinating {
    weak var coordinator: Coordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemBackground
    }

    func doneTapped() {
        coordinator?.eventOccurred(with: .closeTapped)
    }
}
