import SwiftUI

struct HarborRootView: View {
    @StateObject private var coordinator = Coordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(page: .berths)
                .navigationDestination(for: Page.self) { page in
                    coordinator.build(page: page)
                }
        }
        .sheet(item: $coordinator.sheet) { sheet in
            coordinator.build(sheet: sheet)
        }
        .environmentObject(coordinator)
    }
}
