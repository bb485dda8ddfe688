import SwiftUI

struct HomeView: View {
    let onBooks: () -> Void
    let onAuthors: () -> Void

    var body: some View {
        VStack {
            Button("Books", action: onBooks)
            Button("Authors", action: onAuthors)
        }
    }
}
