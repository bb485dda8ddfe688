import SwiftUI

struct RootFlowView: View {
    @EnvironmentObject var appCoordinator: AppCoordinator

    var body: some View {
        switch appCoordinator.stage {
        case .welcome:
            Button("Enter") { appCoordinator.showHarbor() }
        case .harbor:
            HarborFlowView(harborCoordinator: appCoordinator.harborCoordinator)
        }
    }
}

struct HarborFlowView: View {
    @ObservedObject var harborCoordinator: HarborCoordinator

    var body: some View {
        switch harborCoordinator.stage {
        case .boats:
            Button("Tides") { harborCoordinator.showTides() }
        case .tides:
            Text("Tides")
        }
    }
}
