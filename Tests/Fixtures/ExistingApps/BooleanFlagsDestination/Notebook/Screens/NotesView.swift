import SwiftUI

struct NotesView: View {
    let onNew: () -> Void
    let onSettings: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Button("New note") {
                onNew()
            }
            Button("Settings") {
                onSettings()
            }
        }
        .navigationTitle("Notes")
    }
}
