import SwiftUI

/// The Shelves tab's stack: its routes are mapped to views here.
struct ShelvesCoordinatorView: View {
    @ObservedObject var shelvesCoordinator: ShelvesCoordinator

    var body: some View {
        NavigationStack(path: $shelvesCoordinator.path) {
            ShelvesView()
                .navigationDestination(for: ShelvesRoute.self) { route in
                    switch route {
                    case .shelf(let number):
                        ShelfView(number: number)
                    case .restock:
                        RestockView()
                    }
                }
        }
        .environmentObject(shelvesCoordinator)
    }
}
