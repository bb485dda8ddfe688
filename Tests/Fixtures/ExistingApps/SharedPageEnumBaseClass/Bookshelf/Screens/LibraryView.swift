import SwiftUI

struct LibraryView: View {
    let titles: [String]
    let onOpen: (String) -> Void

    var body: some View {
        VStack {
            Text("\(titles.count) books")
            Button("Open the first") { onOpen(titles.first ?? "") }
        }
    }
}
