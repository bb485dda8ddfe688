enum CoordinatorType {
    case app, tab
    case home, chat
    case privateChatList, GroupChatList
}
