import SwiftUI

struct HarvestView: View {
    let onDone: () -> Void

    var body: some View {
        VStack {
            Text("Harvest")
            Button("Done", action: onDone)
        }
    }
}
