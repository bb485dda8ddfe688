import SwiftUI

struct HarborCoordinatorView: View {
    @EnvironmentObject private var coordinator: Coordinator

    var body: some View {
        HarborView()
            .navigationDestination(for: HarborPushDestination.self) { destination in
                switch destination {
                case .berth:
                    BerthView()
                }
            }
    }
}
