import SwiftUI

struct BookDetailsView: View {
    var body: some View {
        Text("Details")
    }
}
