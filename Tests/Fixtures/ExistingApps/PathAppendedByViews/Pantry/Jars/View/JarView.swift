import SwiftUI

struct JarView: View {
    @EnvironmentObject var jarsCoordinator: JarsCoordinator
    let name: String

    var body: some View {
        Button(name) { jarsCoordinator.path.removeLast() }
    }
}
