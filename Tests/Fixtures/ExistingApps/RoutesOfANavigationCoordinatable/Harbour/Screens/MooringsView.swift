import Stinsen
import SwiftUI

struct MooringsView: View {
    @EnvironmentObject private var router: DockCoordinator.Router

    var body: some View {
        VStack(spacing: 12) {
            Text("Moorings")
            Button("Back") {
                router.popLast()
            }
        }
    }
}
