import SwiftUI

struct PlantView: View {
    let id: Int
    let onPhoto: () -> Void

    var body: some View {
        Button("Photo") {
            onPhoto()
        }
        .navigationTitle("Plant \(id)")
    }
}
