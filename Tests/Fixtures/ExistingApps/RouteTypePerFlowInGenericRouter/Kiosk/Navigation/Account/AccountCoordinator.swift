import SwiftUI

final class AccountCoordinator: ObservableObject {
    @Published var router = Router<AccountRoute>()
}
