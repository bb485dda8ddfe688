import SwiftUI

struct MeadowView: View {
    @ObservedObject var state: MeadowState
    let flow: AppFlowCoordinator

    var body: some View {
        VStack {
            if state.routing.selectedTab == .fields {
                FieldsView(onShowHive: { flow.showHive(id: "first") })
            } else {
                HivesView(selectedHiveID: state.routing.selectedHiveID)
            }
        }
    }
}
