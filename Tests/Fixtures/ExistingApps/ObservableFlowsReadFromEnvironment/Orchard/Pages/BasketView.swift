import SwiftUI

struct BasketView: View {
    let id: Int

    var body: some View {
        Text("Basket \(id)")
    }
}
