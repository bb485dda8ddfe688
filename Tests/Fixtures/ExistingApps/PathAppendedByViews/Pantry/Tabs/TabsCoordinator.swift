import Combine
import SwiftUI

/// One coordinator per tab, made once and kept; no protocol describes them.
final class TabsCoordinator: ObservableObject {
    @Published var selected = 0
    let shelvesCoordinator = ShelvesCoordinator()
    let jarsCoordinator = JarsCoordinator()
}
