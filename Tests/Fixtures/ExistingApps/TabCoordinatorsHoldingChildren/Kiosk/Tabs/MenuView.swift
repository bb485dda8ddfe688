import SwiftUI

struct MenuView: View {
    let itemCount: Int
    let showOtherTab: () -> Void

    var body: some View {
        VStack {
            Text("Menu: \(itemCount)")
            Button("Other tab", action: showOtherTab)
        }
    }
}
