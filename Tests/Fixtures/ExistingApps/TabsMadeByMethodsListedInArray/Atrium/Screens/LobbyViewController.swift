import UIKit

final class LobbyViewController: UIViewController {
    weak var coordinator: LobbyCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lobby"
    }
}
