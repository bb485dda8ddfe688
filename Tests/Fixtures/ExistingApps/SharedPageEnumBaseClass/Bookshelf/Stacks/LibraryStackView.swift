import SwiftUI

struct LibraryStackView: View {
    @StateObject var coordinator: LibraryCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(.library)
                .navigationDestination(for: Page.self) { page in
                    coordinator.build(page)
                }
        }
        .sheet(item: $coordinator.modal) { modal in
            coordinator.build(modal)
        }
    }
}
