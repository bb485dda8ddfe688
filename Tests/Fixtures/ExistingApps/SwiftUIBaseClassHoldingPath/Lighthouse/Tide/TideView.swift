import SwiftUI

struct TideView: View {
    var body: some View {
        Text("Tide")
    }
}
