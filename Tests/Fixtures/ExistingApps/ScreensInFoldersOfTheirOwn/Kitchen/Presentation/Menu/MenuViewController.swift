import UIKit

/// The dishes on the menu.
final class MenuViewController: BaseViewController<[String]> {
    var onDish: ((String) -> Void)?
}
