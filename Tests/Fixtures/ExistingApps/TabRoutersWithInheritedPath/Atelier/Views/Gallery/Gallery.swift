import SwiftUI

struct Gallery: View {
    typealias Destination = GalleryRouter.Destination

    @Environment(GalleryRouter.self) private var router

    var body: some View {
        @Bindable var router = router

        NavigationStack(path: $router.path) {
            Button("Frames") { router.navigate(to: .frame) }
                .routerDestination(router: router, destination: navigationDestination)
        }
    }

    @ViewBuilder private func navigationDestination(_ destination: Destination) -> some View {
        switch destination {
        case .frame:
            FrameView()
        case .lighting:
            LightingView()
        }
    }
}
