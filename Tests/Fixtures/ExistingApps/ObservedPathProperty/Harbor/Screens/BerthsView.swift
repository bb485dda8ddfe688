import SwiftUI

struct BerthsView: View {
    let onVessel: (String) -> Void
    let onTides: () -> Void

    var body: some View {
        VStack(spacing: 8) {
            Button("Aurora") {
                onVessel("Aurora")
            }
            Button("Tides") {
                onTides()
            }
        }
        .navigationTitle("Berths")
    }
}
