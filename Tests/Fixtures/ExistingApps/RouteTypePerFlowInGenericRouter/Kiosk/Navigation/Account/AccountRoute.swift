import Foundation

enum AccountRoute: Hashable {
    case profile
}
