import SwiftUI

struct MeadowView: View {
    @ObservedObject var state: MeadowState
    let flow: AppFlowCoordinator

    var body: some View {
        TabView(selection: $state.routing.selectedTab) {
            FieldsView(onShowHive: { flow.showHive(id: "first") })
                .tag(MeadowTab.fields)
            HivesView(selectedHiveID: state.routing.selectedHiveID)
                .tag(MeadowTab.hives)
        }
    }
}
