import SwiftUI

struct AuthorsView: View {
    var body: some View {
        Text("Authors")
    }
}
