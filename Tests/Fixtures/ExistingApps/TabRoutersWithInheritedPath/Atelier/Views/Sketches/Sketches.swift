import SwiftUI

struct Sketches: View {
    typealias Destination = SketchesRouter.Destination

    @Environment(SketchesRouter.self) private var router

    var body: some View {
        @Bindable var router = router

        NavigationStack(path: $router.path) {
            VStack {
                Button("Pencil") { router.navigate(to: .pencil) }
                Button("Charcoal") { router.navigate(to: .charcoal) }
            }
            .routerDestination(router: router, backTitle: "Sketches", destination: navigationDestination)
        }
    }

    @ViewBuilder private func navigationDestination(_ destination: Destination) -> some View {
        switch destination {
        case .pencil:
            PencilView()
        case .charcoal:
            CharcoalView()
        }
    }
}
