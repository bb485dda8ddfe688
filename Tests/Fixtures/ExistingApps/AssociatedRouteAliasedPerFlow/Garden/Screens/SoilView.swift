import SwiftUI

struct SoilView: View {
    var body: some View {
        Text("Soil")
    }
}
