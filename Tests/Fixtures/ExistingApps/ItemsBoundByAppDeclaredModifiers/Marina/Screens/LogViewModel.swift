import SwiftUI

final class LogViewModel: ObservableObject {
    var onGoToEntry: (() -> Void)?

    func addEntry() {
        onGoToEntry?()
    }
}
