import UIKit

final class ShelfItemViewController: UIViewController {
    private weak var coordinator: PantryCoordinator?

    init(coordinator: PantryCoordinator, name: String) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
