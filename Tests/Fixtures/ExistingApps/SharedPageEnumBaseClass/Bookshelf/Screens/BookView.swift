import SwiftUI

struct BookView: View {
    let title: String

    var body: some View {
        Text(title)
    }
}
