enum CoordinatorType {
    case app
    case home
    case agenda
}
