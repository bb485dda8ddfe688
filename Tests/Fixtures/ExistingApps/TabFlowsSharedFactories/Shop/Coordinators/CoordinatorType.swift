enum CoordinatorType {
    case app
    case tabs
    case feed
    case cart
}
