import SwiftUI

struct BasketsView: View {
    @Environment(HarvestCoordinator.self) private var coordinator
    @Environment(AppCoordinator.self) private var appCoordinator: AppCoordinator

    var body: some View {
        VStack {
            Button("First basket") {
                coordinator.goTo(.basket(id: 1))
            }
            Button("Sign out") {
                appCoordinator.show(.signIn)
            }
        }
    }
}
