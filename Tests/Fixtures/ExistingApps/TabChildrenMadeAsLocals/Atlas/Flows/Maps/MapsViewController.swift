import UIKit

final class MapsViewController: UIViewController {
    private let api: APIClient
    var onPinTapped: (() -> Void)?

    init(api: APIClient) {
        self.api = api
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = api.request(.maps)
    }
}
