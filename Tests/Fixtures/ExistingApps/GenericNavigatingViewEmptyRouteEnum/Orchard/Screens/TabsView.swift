import SwiftUI

struct TabsView: View {
    @ObservedObject var tabCoordinator: TabsCoordinator

    var body: some View {
        VStack {
            TabView(selection: $tabCoordinator.activeTab) {
                tabCoordinator.treesTabView
                    .tag(TabItem.trees)

                tabCoordinator.harvestTabView
                    .tag(TabItem.harvest)
            }
            Text(tabCoordinator.activeTab.title)
        }
    }
}
