import RxFlow
import RxSwift
import UIKit

/// Every screen: made from its type by the flows, it hands them its view model as their stepper.
class BaseViewController: UIViewController {
    let disposeBag = DisposeBag()
    var stepper: Stepper! { nil }

    required init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    func configure(with argument: String) {}

    override func viewDidLoad() {
        super.viewDidLoad()
        doBindings()
    }

    // MARK: - Reactive

    private func doBindings() {}
}
