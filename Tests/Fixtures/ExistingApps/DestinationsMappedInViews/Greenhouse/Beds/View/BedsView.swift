import SwiftUI

struct BedsView: View {
    @EnvironmentObject var bedsCoordinator: BedsCoordinator

    var body: some View {
        VStack {
            Button("Bed 1") { bedsCoordinator.push(next: .bed(1)) }
            Button("Watering") { bedsCoordinator.push(next: .watering) }
        }
    }
}
