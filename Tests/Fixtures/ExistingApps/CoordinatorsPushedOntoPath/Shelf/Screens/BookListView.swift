import SwiftUI

struct BookListView: View {
    let onSelect: () -> Void

    var body: some View {
        Button("A book", action: onSelect)
    }
}
