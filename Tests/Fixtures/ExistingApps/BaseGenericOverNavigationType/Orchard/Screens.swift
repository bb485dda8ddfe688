import UIKit

final class TreesController: UIViewController {
    var onPick: (() -> Void)?
}

final class FruitController: UIViewController {}
