final class ModuleFactoryImp: AuthModuleFactory, TracksModuleFactory {
    func makeLoginOutput() -> LoginView {
        LoginViewController()
    }

    func makeSignUpOutput() -> SignUpView {
        SignUpViewController()
    }

    func makeTracks() -> TracksView {
        TracksViewController()
    }
}
