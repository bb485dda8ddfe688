import SwiftUI

struct ShelfView: View {
    let number: Int

    var body: some View {
        Text("Shelf \(number)")
    }
}
