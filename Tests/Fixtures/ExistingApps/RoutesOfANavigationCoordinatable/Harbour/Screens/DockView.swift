import Stinsen
import SwiftUI

struct DockView: View {
    @EnvironmentObject private var router: DockCoordinator.Router

    var body: some View {
        VStack(spacing: 12) {
            Text("Dock")
            Button("Next") {
                router.route(to: \.fleet)
            }
        }
    }
}
