import SwiftUI

final class BoatViewModel: ObservableObject {
    let name: String

    var onDismissed: (() -> Void)?

    init(name: String) {
        self.name = name
    }

    func close() {
        onDismissed?()
    }
}
