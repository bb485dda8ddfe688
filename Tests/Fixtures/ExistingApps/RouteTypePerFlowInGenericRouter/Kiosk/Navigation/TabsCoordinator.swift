import SwiftUI

final class TabsCoordinator: ObservableObject {
    @Published var selectedTab = 0
    @Published var shopCoordinator = ShopCoordinator()
    @Published var accountCoordinator = AccountCoordinator()
}
