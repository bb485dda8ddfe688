protocol ModuleFactory {
    func makeAuthModule() -> AuthViewController
    func makeBooksModule() -> BooksViewController
}
