import SwiftUI

struct TabsView: View {
    @ObservedObject var coordinator: TabsCoordinator

    var body: some View {
        VStack {
            coordinator.tidesTabView
            coordinator.boatsTabView
        }
    }
}
