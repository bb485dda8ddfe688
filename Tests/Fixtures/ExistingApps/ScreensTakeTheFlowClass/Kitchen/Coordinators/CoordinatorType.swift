enum CoordinatorType {
    case app
    case home
    case recipes
    case pantry
}
