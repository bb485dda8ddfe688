import Stinsen
import SwiftUI

struct TidesView: View {
    @EnvironmentObject private var router: TidesCoordinator.Router

    var body: some View {
        VStack(spacing: 12) {
            Text("Tides")
            Button("Back") {
                router.popLast()
            }
        }
    }
}
