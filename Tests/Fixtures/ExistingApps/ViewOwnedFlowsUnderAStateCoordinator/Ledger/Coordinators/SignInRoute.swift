import Foundation

enum SignInRoute: Hashable {
    case email
    case password
}
