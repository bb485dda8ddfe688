import SwiftUI

struct OrbitView: View {
    var body: some View {
        Text("Orbit")
    }
}
