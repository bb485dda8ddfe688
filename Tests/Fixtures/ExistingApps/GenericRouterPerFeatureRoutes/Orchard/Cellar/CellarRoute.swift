nonisolated enum CellarRoute: Hashable {
    case barrels
}
