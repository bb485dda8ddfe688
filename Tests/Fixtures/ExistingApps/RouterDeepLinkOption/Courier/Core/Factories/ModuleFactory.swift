protocol ModuleFactory {
    func makeAuthModule() -> AuthViewController
    func makeParcelsModule() -> ParcelsViewController
}
