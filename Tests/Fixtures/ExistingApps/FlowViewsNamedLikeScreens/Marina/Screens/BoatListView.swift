import SwiftUI

struct BoatListView: View {
    let onOpen: (String) -> Void

    var body: some View {
        Button("Skiff") { onOpen("Skiff") }
    }
}
