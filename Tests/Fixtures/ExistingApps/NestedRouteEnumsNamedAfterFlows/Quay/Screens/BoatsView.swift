import SwiftUI

struct BoatsView: View {
    let onOpen: (String) -> Void

    var body: some View {
        Button("Skiff") { onOpen("Skiff") }
    }
}
