import Foundation

final class NetworkService: Sendable {
    func fetch(_ path: String) -> String {
        path
    }
}
