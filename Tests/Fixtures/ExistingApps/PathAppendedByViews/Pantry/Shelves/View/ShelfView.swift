import SwiftUI

struct ShelfView: View {
    @EnvironmentObject var shelvesCoordinator: ShelvesCoordinator
    let number: Int

    var body: some View {
        Button("Shelf \(number): back") { shelvesCoordinator.path.removeLast() }
    }
}
