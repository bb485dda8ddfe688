import SwiftUI

struct AppleView: View {
    var body: some View {
        Text("Apple")
    }
}
