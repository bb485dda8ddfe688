import SwiftUI

struct RestockView: View {
    @EnvironmentObject var shelvesCoordinator: ShelvesCoordinator

    var body: some View {
        Button("Done") { shelvesCoordinator.path.removeAll() }
    }
}
