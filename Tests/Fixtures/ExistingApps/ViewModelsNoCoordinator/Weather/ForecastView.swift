import SwiftUI

/// A view model, not a coordinator: it holds what the screen shows, and no navigation.
final class ForecastViewModel: ObservableObject {
    @Published var city = "Lima"
    @Published var isRefreshing = false

    func refresh() {
        isRefreshing = true
    }
}

struct ForecastView: View {
    @StateObject private var model = ForecastViewModel()

    var body: some View {
        NavigationStack {
            Button("Refresh \(model.city)") {
                model.refresh()
            }
            .navigationTitle("Forecast")
        }
    }
}
