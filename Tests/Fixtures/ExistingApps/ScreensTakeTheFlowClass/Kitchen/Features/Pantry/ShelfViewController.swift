import UIKit

final class ShelfViewController: UIViewController {
    private weak var coordinator: PantryCoordinator?
    private var items = ["Flour", "Rice"]

    init(coordinator: PantryCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
        title = "Shelf"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func select(_ index: Int) {
        coordinator?.showItem(items[index])
    }
}
