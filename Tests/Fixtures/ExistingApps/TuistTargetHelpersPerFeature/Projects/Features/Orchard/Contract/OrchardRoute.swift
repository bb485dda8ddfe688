/// The places other modules may open in the orchard.
public enum OrchardRoute {
    case trees
    case tree(id: Int)
}
