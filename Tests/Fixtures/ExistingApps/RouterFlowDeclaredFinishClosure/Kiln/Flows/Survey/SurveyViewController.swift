import UIKit

final class SurveyViewController: UIViewController {
    var onFinish: (() -> Void)?
    var onPaint: (() -> Void)?
    var onSample: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Survey"
    }
}
