import UIKit

final class GameViewController: UIViewController {
    weak var coordinator: GameCoordinator?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        coordinator?.didFinishGame()
    }
}
