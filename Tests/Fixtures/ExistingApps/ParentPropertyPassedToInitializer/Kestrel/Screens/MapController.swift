import UIKit

final class MapController: UIViewController {
    private let close: () -> Void

    init(close: @escaping () -> Void) {
        self.close = close
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Map"
    }
}
