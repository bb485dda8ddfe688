/// What the flows are made with beside the router.
final class Dependencies {
    let studioName = "Kiln"
}
