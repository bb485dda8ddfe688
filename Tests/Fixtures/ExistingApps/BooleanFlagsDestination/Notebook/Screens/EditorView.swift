import SwiftUI

struct EditorView: View {
    var body: some View {
        Text("Editor")
            .navigationTitle("Editor")
    }
}
