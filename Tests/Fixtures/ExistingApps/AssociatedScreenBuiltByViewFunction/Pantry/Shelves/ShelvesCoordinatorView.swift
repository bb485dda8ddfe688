import SwiftUI

struct ShelvesCoordinatorView: View {
    @StateObject private var coordinator = ShelvesCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.navigationPath) {
            ShelvesView(onShelf: { coordinator.showShelf($0) }, onLabels: { coordinator.showLabels() })
                .navigationDestination(for: ShelvesCoordinator.Screen.self) {
                    destination($0)
                }
        }
    }

    @ViewBuilder
    private func destination(_ screen: ShelvesCoordinator.Screen) -> some View {
        switch screen {
        case .shelf(let number):
            ShelfView(number: number)
        case .labels:
            LabelsView()
        }
    }
}
