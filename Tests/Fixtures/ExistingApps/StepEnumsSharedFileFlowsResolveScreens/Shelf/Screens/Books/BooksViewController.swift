import RxFlow
import RxSwift
import UIKit

// MARK: - BooksViewController

final class BooksViewController: BaseViewController {
    // MARK: - MVVM

    let viewModel = BooksViewModel()
    override var stepper: Stepper! { viewModel }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Books"
        doBindings()
    }

    // MARK: - Reactive

    private func doBindings() {
        viewModel.titles
            .subscribe(onNext: { [weak self] titles in self?.title = titles.first })
            .disposed(by: disposeBag)
    }

    func didSelectBook(id: String) {
        viewModel.openDetails.accept(id)
    }
}
