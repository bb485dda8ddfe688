import SwiftUI

struct BoatView: View {
    let name: String
    let onFinish: () -> Void

    var body: some View {
        Button("Back from \(name)") { onFinish() }
    }
}
