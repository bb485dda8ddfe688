import SwiftUI

struct ShelfStackView: View {
    @StateObject var coordinator: ShelfCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(.shelf)
                .navigationDestination(for: Page.self) { page in
                    coordinator.build(page)
                }
        }
        .sheet(item: $coordinator.modal) { modal in
            coordinator.build(modal)
        }
    }
}
