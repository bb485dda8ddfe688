import SwiftUI

struct TidesView: View {
    var body: some View {
        Text("Tides")
    }
}
