struct ConversationPaths {
    static func path(of kind: ConversationKind) -> String {
        switch kind {
        case .personalChat:
            return "/personal"
        case .groupChat:
            return "/group"
        }
    }
}
