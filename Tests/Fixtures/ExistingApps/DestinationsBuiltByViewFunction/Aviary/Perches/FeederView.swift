import SwiftUI

struct FeederView: View {
    @EnvironmentObject var router: PerchesRouter

    var body: some View {
        Button("Seeds") { router.pop() }
    }
}
