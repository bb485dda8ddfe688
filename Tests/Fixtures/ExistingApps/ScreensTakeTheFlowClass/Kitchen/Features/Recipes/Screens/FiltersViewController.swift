import UIKit

final class FiltersViewController: UIViewController {
    weak var coordinator: RecipesCoordinator?
}
