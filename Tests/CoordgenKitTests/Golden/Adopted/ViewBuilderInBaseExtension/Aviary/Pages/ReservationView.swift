import SwiftUI

/// The Reservation screen. It shows its content and tells its coordinator, which it reaches through the
/// environment as the app's other screens do, when the user is done.
struct ReservationView: View {
    @EnvironmentObject private var coordinator: ReservationCoordinator

    var body: some View {
        VStack(spacing: 16) {
            Text("Reservation")
                .font(.largeTitle)
            Button("Done") {
                coordinator.onFinish?()
            }
        }
        .navigationTitle("Reservation")
    }
}
