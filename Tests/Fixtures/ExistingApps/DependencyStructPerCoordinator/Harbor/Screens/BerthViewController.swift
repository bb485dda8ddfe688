import UIKit

final class BerthViewController: UIViewController {
    private let bookings: [String]

    init(bookings: [String]) {
        self.bookings = bookings
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Berth (\(bookings.count))"
    }
}
