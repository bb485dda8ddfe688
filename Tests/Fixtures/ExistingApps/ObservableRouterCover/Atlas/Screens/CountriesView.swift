import SwiftUI

struct CountriesView: View {
    @Environment(AppRouter.self) private var router

    var body: some View {
        VStack(spacing: 12) {
            Button("Peru") {
                router.go(to: .country(name: "Peru"))
            }
            Button("Passport") {
                router.show(.passport)
            }
        }
        .navigationTitle("Countries")
    }
}
