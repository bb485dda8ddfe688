import Foundation

final class TransfersViewModel {
    var onNext: (() -> Void)?

    func next() {
        onNext?()
    }
}
