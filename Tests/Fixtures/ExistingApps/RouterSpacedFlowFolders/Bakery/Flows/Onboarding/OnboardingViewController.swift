import UIKit

final class OnboardingViewController: UIViewController {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Onboarding"
    }
}
