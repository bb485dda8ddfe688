/// What flows look things up in.
final class Services {
    let harbourName = "North"
}
