import UIKit

final class LibraryViewController: UIViewController {
    var onOpenBook: (() -> Void)?
}
