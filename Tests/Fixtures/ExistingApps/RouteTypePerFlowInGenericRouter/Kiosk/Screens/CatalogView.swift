import SwiftUI

struct CatalogView: View {
    @EnvironmentObject var coordinator: ShopCoordinator

    var body: some View {
        Button("Catalog") {
            coordinator.router.push(.item)
        }
    }
}
