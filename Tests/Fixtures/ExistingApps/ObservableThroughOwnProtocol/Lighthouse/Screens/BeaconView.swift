import SwiftUI

struct BeaconView: View {
    @EnvironmentObject private var navigator: MainCoordinator

    var body: some View {
        Button("Keeper") {
            navigator.visit(.keeper(name: "Ada"))
        }
    }
}
