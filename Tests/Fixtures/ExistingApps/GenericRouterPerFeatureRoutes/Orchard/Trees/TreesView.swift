import SwiftUI

struct TreesView: View {
    let onApple: () -> Void

    var body: some View {
        Button("Apple", action: onApple)
    }
}
