import Foundation

final class AccountsViewModel {
    var onNext: (() -> Void)?

    func next() {
        onNext?()
    }
}
