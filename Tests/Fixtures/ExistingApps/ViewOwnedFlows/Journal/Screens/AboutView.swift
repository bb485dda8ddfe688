import SwiftUI

struct AboutView: View {
    var body: some View {
        Text("Journal 1.0")
            .navigationTitle("About")
    }
}
