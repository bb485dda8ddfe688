import SwiftUI

struct DockListView: View {
    let onOpen: (Int) -> Void

    var body: some View {
        Button("Dock 1") { onOpen(1) }
    }
}
