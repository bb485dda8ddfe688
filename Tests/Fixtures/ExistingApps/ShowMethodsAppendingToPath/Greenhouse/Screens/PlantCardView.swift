import SwiftUI

struct PlantCardView: View {
    let name: String

    var body: some View {
        Text(name)
    }
}
