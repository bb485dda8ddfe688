import SwiftUI

struct BarrelsView: View {
    var body: some View {
        Text("Barrels")
    }
}
