import SwiftUI

struct PruningView: View {
    var body: some View {
        Text("Pruning")
    }
}
