import SwiftUI

final class BerthViewModel: ObservableObject {
    var onDismissed: (() -> Void)?

    func leave() {
        onDismissed?()
    }
}
