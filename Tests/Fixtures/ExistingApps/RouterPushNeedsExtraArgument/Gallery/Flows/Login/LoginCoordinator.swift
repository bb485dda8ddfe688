final class LoginCoordinator: BaseCoordinator, LoginCoordinatorOutput {
    var finishFlow: (() -> Void)?
    private let router: Router

    init(router: Router) {
        self.router = router
    }

    override func start() {
        showLogin()
    }

    private func showLogin() {
        let screen = LoginViewController()
        screen.onSignedIn = { [weak self] in
            self?.finishFlow?()
        }
        router.setRootModule(screen, animated: false)
    }
}
