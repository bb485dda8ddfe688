import SwiftUI

struct AccountsView: View {
    let onTransfer: () -> Void
    let onCards: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Button("Transfer") {
                onTransfer()
            }
            Button("Cards") {
                onCards()
            }
        }
        .navigationTitle("Accounts")
    }
}
