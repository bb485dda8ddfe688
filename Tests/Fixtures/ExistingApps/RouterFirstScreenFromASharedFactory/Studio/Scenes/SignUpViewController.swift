import UIKit

protocol SignUpView: BaseView {
    var onFinish: (() -> Void)? { get set }
}

final class SignUpViewController: UIViewController, SignUpView {
    var onFinish: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "SignUp"
    }
}
