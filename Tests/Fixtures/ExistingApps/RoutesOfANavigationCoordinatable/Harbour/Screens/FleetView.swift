import Stinsen
import SwiftUI

struct FleetView: View {
    @EnvironmentObject private var router: FleetCoordinator.Router

    var body: some View {
        VStack(spacing: 12) {
            Text("Fleet")
            Button("Next") {
                router.route(to: \.vessel)
            }
        }
    }
}
