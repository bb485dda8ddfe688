import SwiftUI

struct ReservationView: View {
    var body: some View {
        EmptyView()
    }
}
