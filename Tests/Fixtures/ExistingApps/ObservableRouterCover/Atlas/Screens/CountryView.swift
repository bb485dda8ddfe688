import SwiftUI

struct CountryView: View {
    @Environment(AppRouter.self) private var router
    let name: String

    var body: some View {
        Button("Back") {
            router.goBack()
        }
        .navigationTitle(name)
    }
}
