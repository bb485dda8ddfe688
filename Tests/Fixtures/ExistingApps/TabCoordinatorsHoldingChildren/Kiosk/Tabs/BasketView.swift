import SwiftUI

struct BasketView: View {
    let itemCount: Int
    let showOtherTab: () -> Void

    var body: some View {
        VStack {
            Text("Basket: \(itemCount)")
            Button("Other tab", action: showOtherTab)
        }
    }
}
