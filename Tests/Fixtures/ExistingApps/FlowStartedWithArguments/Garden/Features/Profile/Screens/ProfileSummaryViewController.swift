import UIKit

final class ProfileSummaryViewController: UIViewController {
    let badge: BadgeModel
    var onPhoto: (() -> Void)?

    init(badge: BadgeModel) {
        self.badge = badge
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
