/// The server's endpoints: a few named like tabs, most like nothing the app shows.
enum Endpoint {
    case signIn
    case maps
    case places
    case placeDetails(Int)
    case profile
    case reviews
    case photos

    var path: String {
        switch self {
        case .signIn: return "/session"
        case .maps: return "/maps"
        case .places: return "/places"
        case .placeDetails(let id): return "/places/\(id)"
        case .profile: return "/me"
        case .reviews: return "/reviews"
        case .photos: return "/photos"
        }
    }
}

final class APIClient {
    func request(_ endpoint: Endpoint) -> String {
        endpoint.path
    }
}
