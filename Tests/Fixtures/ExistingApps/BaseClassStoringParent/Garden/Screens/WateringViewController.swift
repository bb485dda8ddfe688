import UIKit

final class WateringViewController: UIViewController {
    var onDone: (() -> Void)?
    private let plant: String

    init(plant: String) {
        self.plant = plant
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = plant
    }
}
