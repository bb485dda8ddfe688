nonisolated enum TreesRoute: Hashable {
    case trees
    case apple
}
