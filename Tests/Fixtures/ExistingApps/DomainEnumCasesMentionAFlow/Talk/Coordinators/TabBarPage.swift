enum TabBarPage: CaseIterable {
    case home
    case chat

    func title() -> String {
        switch self {
        case .home:
            return "Home"
        case .chat:
            return "Chats"
        }
    }

    func order() -> Int {
        switch self {
        case .home:
            return 0
        case .chat:
            return 1
        }
    }
}
