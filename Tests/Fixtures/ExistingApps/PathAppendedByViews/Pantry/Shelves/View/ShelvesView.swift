import SwiftUI

struct ShelvesView: View {
    @EnvironmentObject var shelvesCoordinator: ShelvesCoordinator

    var body: some View {
        VStack {
            Button("Shelf 1") { shelvesCoordinator.path.append(.shelf(1)) }
            Button("Restock") { shelvesCoordinator.path.append(.restock) }
        }
    }
}
