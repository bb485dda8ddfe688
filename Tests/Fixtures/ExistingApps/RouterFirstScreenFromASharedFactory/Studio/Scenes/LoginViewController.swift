import UIKit

protocol LoginView: BaseView {
    var onFinish: (() -> Void)? { get set }
    var onSignUp: (() -> Void)? { get set }
}

final class LoginViewController: UIViewController, LoginView {
    var onFinish: (() -> Void)?
    var onSignUp: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
    }
}
