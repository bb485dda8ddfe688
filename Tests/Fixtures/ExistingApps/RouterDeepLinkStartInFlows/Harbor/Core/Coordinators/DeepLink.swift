import Foundation

enum DeepLink {
    case boat(name: String)
    case dock(number: Int)

    init?(url: URL?) {
        guard let url, let host = url.host else { return nil }
        if let number = Int(url.lastPathComponent), host == "dock" {
            self = .dock(number: number)
        } else {
            self = .boat(name: url.lastPathComponent)
        }
    }
}
