import Foundation

enum SignInRoute: Hashable {
    case welcome
    case code
}
