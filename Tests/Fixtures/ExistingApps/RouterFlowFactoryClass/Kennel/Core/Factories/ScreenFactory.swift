protocol ScreenFactory {
    func makeDogsScreen() -> DogsViewController
    func makeWalksScreen() -> WalksViewController
}

final class ScreenFactoryImp: ScreenFactory {
    func makeDogsScreen() -> DogsViewController {
        DogsViewController()
    }

    func makeWalksScreen() -> WalksViewController {
        WalksViewController()
    }
}
