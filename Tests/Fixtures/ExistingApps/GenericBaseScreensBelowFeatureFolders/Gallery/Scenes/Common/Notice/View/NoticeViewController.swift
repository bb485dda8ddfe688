import UIKit

/// A short notice any flow may show.
final class NoticeViewController: BaseViewController<UILabel> {
    override func viewDidLoad() {
        super.viewDidLoad()
        content.text = "Closed on Mondays"
    }
}
