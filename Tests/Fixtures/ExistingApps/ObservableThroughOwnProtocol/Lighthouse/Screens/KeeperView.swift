import SwiftUI

struct KeeperView: View {
    let name: String

    var body: some View {
        Text(name)
    }
}
