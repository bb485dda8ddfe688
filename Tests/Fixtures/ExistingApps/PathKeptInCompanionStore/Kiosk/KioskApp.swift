import SwiftUI

@main
struct KioskApp: App {
    @StateObject private var tickets = TicketsCoordinator(store: TicketsStore())

    var body: some Scene {
        WindowGroup {
            TicketsFlowView(coordinator: tickets, store: tickets.store)
        }
    }
}

struct TicketsFlowView: View {
    let coordinator: TicketsCoordinator
    @ObservedObject var store: TicketsStore

    var body: some View {
        NavigationStack(path: $store.path) {
            store.view(for: .list)
                .navigationDestination(for: TicketsStore.Page.self) { page in
                    store.view(for: page)
                }
        }
    }
}
