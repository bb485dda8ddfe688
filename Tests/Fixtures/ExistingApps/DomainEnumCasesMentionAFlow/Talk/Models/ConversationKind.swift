/// What a conversation is: stored with each message, so data, not navigation.
enum ConversationKind: String, Codable {
    case personalChat
    case groupChat
}
