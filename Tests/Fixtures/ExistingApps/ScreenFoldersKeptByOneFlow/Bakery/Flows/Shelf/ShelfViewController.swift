import UIKit

/// The loaves baked today.
final class ShelfViewController: UIViewController {
    var onLoaf: ((String) -> Void)?
    var onBasket: (() -> Void)?
}
