import UIKit

final class KennelsViewController: UIViewController {
    var onSelectDog: ((Dog) -> Void)?
    var onOpenSettings: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Kennels"
    }
}
