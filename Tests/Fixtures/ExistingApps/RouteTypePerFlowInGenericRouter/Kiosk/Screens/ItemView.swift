import SwiftUI

struct ItemView: View {
    @EnvironmentObject var coordinator: ShopCoordinator

    var body: some View {
        Button("Item") {
            coordinator.router.pop()
        }
    }
}
