import SwiftUI

struct TreeView: View {
    let id: Int
    @Environment(NavigationRouter.self) private var router

    var body: some View {
        VStack {
            Text("Tree \(id)")
            Button("Harvest it") { router.push(.harvest) }
        }
    }
}
