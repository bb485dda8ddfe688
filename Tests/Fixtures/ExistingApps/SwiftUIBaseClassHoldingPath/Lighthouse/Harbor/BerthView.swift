import SwiftUI

struct BerthView: View {
    var body: some View {
        Text("Berth")
    }
}
