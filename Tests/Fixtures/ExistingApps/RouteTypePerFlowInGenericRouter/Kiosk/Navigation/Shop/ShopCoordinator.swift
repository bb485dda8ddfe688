import SwiftUI

final class ShopCoordinator: ObservableObject {
    @Published var router = Router<ShopRoute>()
}
