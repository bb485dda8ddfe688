import SwiftUI

struct PerchesView: View {
    @EnvironmentObject var router: PerchesRouter

    var body: some View {
        VStack {
            Button("Oak") { router.push(.perch(name: "Oak")) }
            Button("Feeder") { router.push(.feeder) }
        }
    }
}
