import SwiftUI

struct ShelfView: View {
    let onAdd: () -> Void

    var body: some View {
        Button("Add a book") { onAdd() }
    }
}
