import SwiftUI

struct PaymentView: View {
    var body: some View {
        EmptyView()
    }
}
