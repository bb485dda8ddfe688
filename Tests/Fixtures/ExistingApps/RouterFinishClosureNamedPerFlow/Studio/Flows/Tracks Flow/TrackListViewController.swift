import UIKit

protocol TrackListView: BaseView {
    var onFinish: (() -> Void)? { get set }
}

final class TrackListViewController: UIViewController, TrackListView {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "TrackList"
    }
}
