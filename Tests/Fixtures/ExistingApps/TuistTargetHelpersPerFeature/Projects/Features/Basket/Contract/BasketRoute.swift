/// The places other modules may open in the basket.
public enum BasketRoute {
    case items
}
