import SwiftUI

struct TrailsView: View {
    let onSelect: () -> Void

    var body: some View {
        Button("Ridge trail") {
            onSelect()
        }
    }
}
