import SwiftUI

struct ShoreView: View {
    @EnvironmentObject private var navigator: MainCoordinator

    var body: some View {
        NavigationStack(path: $navigator.trail) {
            Button("Beacon") {
                navigator.visit(.beacon)
            }
            .navigationDestination(for: Stop.self) { stop in
                navigator.view(for: stop)
            }
        }
    }
}
