import SwiftUI

struct SeedsView: View {
    @EnvironmentObject var seedsCoordinator: SeedsCoordinator

    var body: some View {
        Button("Basil") { seedsCoordinator.push(next: .packet("Basil")) }
    }
}
