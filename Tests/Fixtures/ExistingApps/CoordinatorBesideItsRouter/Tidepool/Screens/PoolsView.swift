import SwiftUI

struct PoolsView: View {
    @Environment(Navigator.self) private var navigator

    var body: some View {
        Button("A creature") {
            navigator.push(.creature)
        }
    }
}
