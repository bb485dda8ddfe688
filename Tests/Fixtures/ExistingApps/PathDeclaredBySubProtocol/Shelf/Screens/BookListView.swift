import SwiftUI

struct BookListView: View {
    var body: some View {
        Text("BookList")
    }
}
