import SwiftUI

struct AppCoordinatorView: View {
    @ObservedObject var coordinator: AppCoordinator

    var body: some View {
        VStack {
            coordinator.tab(0)
            coordinator.tab(1)
        }
    }
}
