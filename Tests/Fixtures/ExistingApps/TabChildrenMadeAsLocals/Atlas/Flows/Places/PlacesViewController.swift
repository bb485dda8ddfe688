import UIKit

final class PlacesViewController: UIViewController {
    private let api: APIClient

    init(api: APIClient) {
        self.api = api
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = api.request(Endpoint.places)
    }
}
