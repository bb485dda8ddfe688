import SwiftUI

struct GroveView: View {
    @Environment(NavigationRouter.self) private var router

    var body: some View {
        VStack {
            Button("Apple tree") { router.push(.tree(id: 1)) }
            Button("Harvest") { router.push(.harvest) }
        }
    }
}
