import SwiftUI

final class EntryViewModel: ObservableObject {
    @Published var text = ""

    var onDismissed: (() -> Void)?

    func save() {
        onDismissed?()
    }
}
