final class ModuleFactoryImp: ModuleFactory {
    func makeAuthModule() -> AuthViewController {
        AuthViewController()
    }

    func makeBooksModule() -> BooksViewController {
        BooksViewController()
    }
}
