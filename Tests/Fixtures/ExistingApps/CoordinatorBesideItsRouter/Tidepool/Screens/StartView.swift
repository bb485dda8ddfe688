import SwiftUI

struct StartView: View {
    @Environment(FlowCoordinator.self) private var coordinator
    @Environment(Navigator.self) private var navigator

    var body: some View {
        NavigationStack(path: navigator.pathBinding) {
            Button("Pools") {
                navigator.push(.pools)
            }
            .navigationDestination(for: Stop.self) { stop in
                coordinator.destination(for: stop)
            }
        }
    }
}
