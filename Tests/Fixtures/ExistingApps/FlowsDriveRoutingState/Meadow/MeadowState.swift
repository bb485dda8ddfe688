import SwiftUI

enum MeadowTab: Hashable {
    case fields
    case hives
}

/// Where the app is: the views follow it, the flow coordinators change it.
struct Routing: Equatable {
    var selectedTab: MeadowTab = .fields
    var selectedHiveID: String?
}

final class MeadowState: ObservableObject {
    @Published var routing = Routing()
}
