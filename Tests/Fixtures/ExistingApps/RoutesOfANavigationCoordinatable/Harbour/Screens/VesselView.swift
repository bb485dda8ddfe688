import Stinsen
import SwiftUI

struct VesselView: View {
    @EnvironmentObject private var router: FleetCoordinator.Router

    var body: some View {
        VStack(spacing: 12) {
            Text("Vessel")
            Button("Back") {
                router.popLast()
            }
        }
    }
}
