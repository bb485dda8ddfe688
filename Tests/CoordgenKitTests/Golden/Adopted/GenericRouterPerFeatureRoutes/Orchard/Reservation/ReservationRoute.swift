nonisolated enum ReservationRoute: Hashable {
    case barrels
    case receipt
}
