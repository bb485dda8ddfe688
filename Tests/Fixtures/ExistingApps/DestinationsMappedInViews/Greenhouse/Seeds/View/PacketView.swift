import SwiftUI

struct PacketView: View {
    @EnvironmentObject var seedsCoordinator: SeedsCoordinator
    let name: String

    var body: some View {
        Button(name) { seedsCoordinator.pop() }
    }
}
