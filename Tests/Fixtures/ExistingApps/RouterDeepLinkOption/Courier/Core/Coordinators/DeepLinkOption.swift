import Foundation

enum DeepLinkOption {
    case parcel(id: String)
    case signIn

    static func build(with userInfo: [AnyHashable: Any]?) -> DeepLinkOption? {
        guard let id = userInfo?["parcel"] as? String else { return nil }
        return .parcel(id: id)
    }
}
