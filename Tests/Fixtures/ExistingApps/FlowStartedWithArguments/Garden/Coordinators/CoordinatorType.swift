enum CoordinatorType {
    case app
    case home
    case profile
}
