public enum CoordinatorType {
    case app
    case shop
    case cart
}
