import SwiftUI

struct MoonView: View {
    var body: some View {
        Text("Moon")
    }
}
