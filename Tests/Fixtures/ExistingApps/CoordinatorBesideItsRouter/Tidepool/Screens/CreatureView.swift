import SwiftUI

struct CreatureView: View {
    var body: some View {
        Text("Anemone")
    }
}
