import SwiftUI

struct SystemView: View {
    let navigator: PlanetsNavigating

    var body: some View {
        Button("Orbit") {
            navigator.showOrbit()
        }
    }
}
