import UIKit

final class RecipesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
    }
}
