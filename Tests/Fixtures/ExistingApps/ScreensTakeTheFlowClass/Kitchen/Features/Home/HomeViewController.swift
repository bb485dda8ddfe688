import UIKit

final class HomeViewController: UIViewController {
    var onShowRecipes: (() -> Void)?
    var onShowPantry: (() -> Void)?
}
