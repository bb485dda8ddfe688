import SwiftUI

struct TideCoordinatorView: View {
    @EnvironmentObject private var coordinator: Coordinator

    var body: some View {
        TideView()
            .navigationDestination(for: TidePushDestination.self) { destination in
                switch destination {
                case .chart:
                    ChartView()
                }
            }
    }
}
