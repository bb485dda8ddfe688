import SwiftUI

struct HarborView: View {
    var body: some View {
        Text("Harbor")
    }
}
