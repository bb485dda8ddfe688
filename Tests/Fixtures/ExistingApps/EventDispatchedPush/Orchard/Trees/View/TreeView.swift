import SwiftUI

struct TreeView: View {
    let number: Int
    let coordinator: TreesCoordinator

    var body: some View {
        Button("Prune tree \(number)") { coordinator.handle(.push(.pruning)) }
    }
}
