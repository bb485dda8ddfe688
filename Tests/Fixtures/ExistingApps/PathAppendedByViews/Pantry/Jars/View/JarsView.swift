import SwiftUI

struct JarsView: View {
    @EnvironmentObject var jarsCoordinator: JarsCoordinator

    var body: some View {
        Button("Honey") { jarsCoordinator.path.append(.jar("Honey")) }
    }
}
