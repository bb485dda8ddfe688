public enum CoordinatorType {
    case app
    case home
    case settings
}
