import SwiftUI

struct BookDetailView: View {
    var body: some View {
        Text("BookDetail")
    }
}
