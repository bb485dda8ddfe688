import UIKit

/// A short notice any flow may show, kept with the shared components.
final class NoticeViewController: BaseViewController<UILabel> {
    override func viewDidLoad() {
        super.viewDidLoad()
        content.text = "Closed on Mondays"
    }
}
