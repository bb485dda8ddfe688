import UIKit

final class DetailsViewController: UIViewController, Coordinating {
    weak var coordinator: Coordinator?
    private let placeName: String

    init(placeName: String) {
        self.placeName = placeName
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = placeName
        view.backgroundColor = .systemBackground
    }
}
