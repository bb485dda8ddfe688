import SwiftUI

struct ShopCoordinatorView: View {
    @ObservedObject var coordinator: ShopCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.router.path) {
            CatalogView()
                .navigationDestination(for: ShopRoute.self) { route in
                    switch route {
                    case .catalog:
                        CatalogView()
                    case .item:
                        ItemView()
                    }
                }
        }
        .environmentObject(coordinator)
    }
}
