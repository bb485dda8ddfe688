import SwiftUI

struct EggsView: View {
    let count: Int
    @EnvironmentObject var router: NestsRouter

    var body: some View {
        Button("\(count) eggs") { router.pop() }
    }
}
