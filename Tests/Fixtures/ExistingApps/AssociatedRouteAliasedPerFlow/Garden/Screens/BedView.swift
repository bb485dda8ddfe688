import SwiftUI

struct BedView: View {
    var body: some View {
        Text("Bed")
    }
}
