import SwiftUI

struct TrailDetailView: View {
    var body: some View {
        Text("Ridge trail")
    }
}
