import SwiftUI

struct AuthorProfileView: View {
    var body: some View {
        Text("AuthorProfile")
    }
}
