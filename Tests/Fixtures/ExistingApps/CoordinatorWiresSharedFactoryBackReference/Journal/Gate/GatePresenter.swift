import Foundation

final class GatePresenter {
    weak var coordinator: FeedCoordinator?
    weak var viewInput: GateViewInput?

    private var message = "" {
        didSet { viewInput?.message = message }
    }
}

extension GatePresenter: GateViewOutput {
    func unlock() {
        message = "Welcome"
        coordinator?.navigationController.dismiss(animated: true, completion: nil)
    }
}
