import RxFlow
import RxRelay
import RxSwift

/// Every view model: the stepper of its screen.
class BaseViewModel: Stepper {
    let disposeBag = DisposeBag()
    let steps = PublishRelay<Step>()
}
