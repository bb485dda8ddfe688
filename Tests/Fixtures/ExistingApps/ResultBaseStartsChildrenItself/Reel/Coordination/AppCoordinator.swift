import RxSwift
import UIKit

final class AppCoordinator: Coordinator<Void> {
    private let environment: Environment
    private let disposeBag = DisposeBag()

    init(environment: Environment) {
        self.environment = environment
    }

    override func start() -> Observable<Void> {
        start(ShowsCoordinator(environment: environment))
    }
}
