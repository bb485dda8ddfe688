protocol AuthModuleFactory {
    func makeLoginOutput() -> LoginView
    func makeSignUpOutput() -> SignUpView
}
