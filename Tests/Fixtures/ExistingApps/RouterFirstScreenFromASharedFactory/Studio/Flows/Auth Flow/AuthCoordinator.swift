final class AuthCoordinator: BaseCoordinator, AuthCoordinatorOutput {
    var finishFlow: (() -> Void)?

    private let router: Router
    private let factory: AuthModuleFactory
    private let coordinatorFactory: CoordinatorFactory

    init(router: Router, factory: AuthModuleFactory, coordinatorFactory: CoordinatorFactory) {
        self.router = router
        self.factory = factory
        self.coordinatorFactory = coordinatorFactory
    }

    override func start() {
        showLogin()
    }

    private func showLogin() {
        let loginOutput = factory.makeLoginOutput()
        loginOutput.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        loginOutput.onSignUp = { [weak self] in
            self?.showSignUp()
        }
        router.setRootModule(loginOutput)
    }

    private func showSignUp() {
        let signUpOutput = factory.makeSignUpOutput()
        signUpOutput.onFinish = { [weak self] in
            self?.finishFlow?()
        }
        router.push(signUpOutput)
    }
}
