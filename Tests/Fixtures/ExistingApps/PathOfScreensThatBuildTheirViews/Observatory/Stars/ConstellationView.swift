import SwiftUI

struct ConstellationView: View {
    var body: some View {
        Text("Constellation")
    }
}
