import SwiftUI

struct HarvestView: View {
    @Environment(NavigationRouter.self) private var router

    var body: some View {
        VStack {
            Text("Harvest")
            Button("Done") { router.popToRoot() }
        }
    }
}
