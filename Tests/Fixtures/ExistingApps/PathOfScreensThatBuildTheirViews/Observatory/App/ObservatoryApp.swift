import SwiftUI

@main
struct ObservatoryApp: App {
    @StateObject var stageRouter = StageRouter()

    var body: some Scene {
        WindowGroup {
            StageView()
                .environmentObject(stageRouter)
        }
    }
}

struct StageView: View {
    @EnvironmentObject var stageRouter: StageRouter

    var body: some View {
        switch stageRouter.stage {
        case .arrival:
            ArrivalRootView(coordinator: ArrivalCoordinator(stageRouter: stageRouter))
        case .sky:
            SkyView()
        }
    }
}
