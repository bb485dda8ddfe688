import SwiftUI

final class DockViewModel: ObservableObject {
    var onGoToBerth: (() -> Void)?
    var onClose: (() -> Void)?

    func openBerth() {
        onGoToBerth?()
    }

    func close() {
        onClose?()
    }
}
