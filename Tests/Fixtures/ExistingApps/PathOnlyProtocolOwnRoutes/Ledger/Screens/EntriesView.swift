import SwiftUI

struct EntriesView: View {
    let onOpen: (Int) -> Void
    let onSettings: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Button("Entry 1") {
                onOpen(1)
            }
            Button("Settings") {
                onSettings()
            }
        }
        .navigationTitle("Entries")
    }
}
