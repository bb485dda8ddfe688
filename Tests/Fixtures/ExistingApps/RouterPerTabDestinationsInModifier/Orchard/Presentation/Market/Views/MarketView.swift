import SwiftUI

struct MarketView: View {
    @Environment(NavigationRouter.self) private var router

    var body: some View {
        Button("Cider stall") { router.push(.stall(name: "Cider")) }
    }
}
