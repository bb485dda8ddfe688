import SwiftUI

struct AuthorListView: View {
    var body: some View {
        Text("AuthorList")
    }
}
