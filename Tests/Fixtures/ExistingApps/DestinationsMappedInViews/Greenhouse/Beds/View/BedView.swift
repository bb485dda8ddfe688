import SwiftUI

struct BedView: View {
    @EnvironmentObject var bedsCoordinator: BedsCoordinator
    let number: Int

    var body: some View {
        Button("Bed \(number): back") { bedsCoordinator.pop() }
    }
}
