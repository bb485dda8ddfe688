import UIKit

final class HomeViewController: UIViewController, Coordinating {
    weak var coordinator: Coordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Places"
        view.backgroundColor = .systemBackground
    }

    func settingsButtonTapped() {
        coordinator?.eventOccurred(with: .settingsTapped)
    }

    func didSelect(place name: String) {
        coordinator?.eventOccurred(with: .placeSelected(name))
    }
}
