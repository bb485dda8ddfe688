/// The links the app opens: the dock's page, or a berth by its number.
enum MarinaLink: Equatable {
    case dock
    case berth(number: Int)

    var title: String {
        switch self {
        case .dock:
            return "Dock"
        case .berth(let number):
            return "Berth \(number)"
        }
    }
}
