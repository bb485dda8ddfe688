import SwiftUI

struct TreesView: View {
    let onDone: () -> Void

    var body: some View {
        VStack {
            Text("Trees")
            Button("Done", action: onDone)
        }
    }
}
