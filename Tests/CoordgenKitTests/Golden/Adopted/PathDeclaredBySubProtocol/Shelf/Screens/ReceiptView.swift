import SwiftUI

struct ReceiptView: View {
    var body: some View {
        EmptyView()
    }
}
