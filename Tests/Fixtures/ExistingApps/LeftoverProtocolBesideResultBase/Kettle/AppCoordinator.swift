import RxSwift
import UIKit

final class AppCoordinator: BaseCoordinator<Void> {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    override func start() -> Observable<Void> {
        startBrew().subscribe().disposed(by: disposeBag)
        window.makeKeyAndVisible()
        return Observable.never()
    }

    private func startBrew() -> Observable<Void> {
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        return coordinate(to: BrewCoordinator(navigationController: navigationController))
    }
}
