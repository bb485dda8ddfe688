public enum CoordinatorType {
    case root
    case welcome
}
