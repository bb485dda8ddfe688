import SwiftUI

struct NotesCoordinatorView: View {
    @ObservedObject var coordinator: NotesCoordinator

    var body: some View {
        NavigationStack {
            NotesView(onNew: coordinator.showEditor, onSettings: coordinator.showSettings)
                .navigationDestination(isPresented: $coordinator.isShowingEditor) {
                    EditorView()
                }
                .sheet(isPresented: $coordinator.isShowingSettings) {
                    SettingsView()
                }
        }
    }
}
