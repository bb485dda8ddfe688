import SwiftUI

struct BasketView: View {
    var body: some View {
        Text("Basket")
    }
}
