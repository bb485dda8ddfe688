final class ModuleFactoryImp: ModuleFactory {
    func makeAuthModule() -> AuthViewController {
        AuthViewController()
    }

    func makeParcelsModule() -> ParcelsViewController {
        ParcelsViewController()
    }
}
