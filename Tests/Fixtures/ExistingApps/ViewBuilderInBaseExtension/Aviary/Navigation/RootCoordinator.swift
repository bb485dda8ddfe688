import SwiftUI

enum Page: String, Hashable, Identifiable {
    case nest
    case perch

    var id: String { rawValue }
}

enum Sheet: String, Identifiable {
    case feeder

    var id: String { rawValue }
}

final class RootCoordinator: Coordinator {
    let greeting: String

    init(greeting: String = "Welcome") {
        self.greeting = greeting
    }
}
