import SwiftUI

struct RackView: View {
    let coordinator: ToolsCoordinator

    var body: some View {
        Text("Rack")
    }
}
