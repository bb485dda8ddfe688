import SwiftUI

struct SettingsView: View {
    let onAbout: () -> Void
    let onDone: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Button("About") {
                onAbout()
            }
            Button("Done") {
                onDone()
            }
        }
        .navigationTitle("Settings")
    }
}
