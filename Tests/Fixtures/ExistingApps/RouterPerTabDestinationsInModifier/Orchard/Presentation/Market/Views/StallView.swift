import SwiftUI

struct StallView: View {
    let name: String
    @Environment(NavigationRouter.self) private var router

    var body: some View {
        VStack {
            Text(name)
            Button("Back") { router.pop() }
        }
    }
}
