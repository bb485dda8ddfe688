import UIKit

final class PantryViewController: UIViewController {
    var onSelectRecipe: (() -> Void)?
    var onOpenShoppingList: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pantry"
    }
}
