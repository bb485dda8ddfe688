enum CoordinatorType {
    case app
    case home
    case plants
}
