import UIKit

final class SightingsController: UIViewController {
    private let showMap: () -> Void

    init(showMap: @escaping () -> Void) {
        self.showMap = showMap
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sightings"
    }
}
