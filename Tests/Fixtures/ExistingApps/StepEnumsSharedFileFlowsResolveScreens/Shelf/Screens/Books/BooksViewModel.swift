import RxRelay
import RxSwift

// MARK: - BooksViewModel

final class BooksViewModel: BaseViewModel {
    // MARK: - Inputs

    let openDetails = PublishRelay<String>()

    // MARK: - Outputs

    let titles = Observable<[String]>.just(["Emma", "Persuasion"])

    // MARK: - Init

    override init() {
        super.init()
        doBindings()
    }

    // MARK: - Reactive

    private func doBindings() {
        bindTitles()
        bindStepper()
    }

    private func bindTitles() {
        titles
            .subscribe(onNext: { print($0.count) })
            .disposed(by: disposeBag)
    }

    // MARK: Stepper

    private func bindStepper() {
        openDetails.asObservable()
            .map(BooksStep.details(id:))
            .subscribe(onNext: { [steps] in steps.accept($0) })
            .disposed(by: disposeBag)
    }
}
