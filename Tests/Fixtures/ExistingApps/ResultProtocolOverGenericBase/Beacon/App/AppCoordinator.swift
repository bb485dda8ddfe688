import RxSwift
import UIKit

final class AppCoordinator: BaseCoordinator<Void> {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    override func start() -> Observable<Void> {
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        coordinate(to: HarborCoordinator(navigationController: navigationController))
            .subscribe()
            .disposed(by: disposeBag)
        return Observable.never()
    }
}
