import SwiftUI

struct VesselView: View {
    let name: String

    var body: some View {
        Text(name)
    }
}
