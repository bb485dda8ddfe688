import SwiftUI

struct WateringView: View {
    @EnvironmentObject var bedsCoordinator: BedsCoordinator

    var body: some View {
        Button("Done") { bedsCoordinator.reset() }
    }
}
