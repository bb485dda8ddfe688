import UIKit

final class DogViewController: UIViewController {
    var onWalk: (() -> Void)?
    private let dog: Dog

    init(dog: Dog) {
        self.dog = dog
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = dog.name
    }
}
