import SwiftUI

final class HarborViewModel: ObservableObject {
    @Published var boats = ["Heron", "Tern"]

    var onGoToBoat: ((String) -> Void)?
    var onGoToDock: (() -> Void)?

    func select(_ boat: String) {
        onGoToBoat?(boat)
    }

    func openDock() {
        onGoToDock?()
    }
}
