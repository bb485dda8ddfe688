import SwiftUI

struct NestsView: View {
    @EnvironmentObject var router: NestsRouter

    var body: some View {
        Button("Eggs") { router.push(.eggs(count: 3)) }
    }
}
