import SwiftUI

struct ReservationView: View {
    let onDone: () -> Void

    var body: some View {
        EmptyView()
    }
}
