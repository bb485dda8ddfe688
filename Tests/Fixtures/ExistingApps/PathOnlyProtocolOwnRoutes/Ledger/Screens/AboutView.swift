import SwiftUI

struct AboutView: View {
    var body: some View {
        Text("Ledger 1.0")
            .navigationTitle("About")
    }
}
