/// Makes the screens of the Seeds flow.
protocol SeedsCoordinatorFactoryProtocol {
    func makeSeedsScreen() -> SeedsViewController
}

final class SeedsCoordinatorFactory: SeedsCoordinatorFactoryProtocol {
    func makeSeedsScreen() -> SeedsViewController {
        SeedsViewController()
    }
}
