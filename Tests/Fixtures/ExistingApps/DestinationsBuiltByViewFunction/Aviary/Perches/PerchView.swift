import SwiftUI

struct PerchView: View {
    let name: String
    @EnvironmentObject var router: PerchesRouter

    var body: some View {
        Button(name) { router.pop() }
    }
}
